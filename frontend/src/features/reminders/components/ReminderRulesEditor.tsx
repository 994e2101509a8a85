import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { REMINDER_ANCHORS, MAX_REMINDER_DAYS, type ReminderRule } from '@paydraft/invoice-core';
import { Button, Flex, InputNumber, Select, Typography } from 'antd';
import { ANCHOR_LABELS, canAddReminder, newReminderRule } from '../model/reminderRules';

type Props = {
  /** antd's Form.Item passes these when the editor is a form field. */
  value?: ReminderRule[];
  onChange?: (rules: ReminderRule[]) => void;
  /** Distinguishes the ids of two editors on one page. */
  idPrefix: string;
};

const ANCHOR_OPTIONS = REMINDER_ANCHORS.map((anchor) => ({ value: anchor, label: ANCHOR_LABELS[anchor] }));

/** Up to three reminders, each 'N days' + before / on / after the due date; rows added and removed. */
export function ReminderRulesEditor({ value = [], onChange, idPrefix }: Props) {
  const change = (index: number, rule: Partial<ReminderRule>) =>
    onChange?.(value.map((current, at) => (at === index ? { ...current, ...rule } : current)));
  return (
    <Flex vertical gap={8}>
      {value.length === 0 && <Typography.Text type="secondary">No reminders.</Typography.Text>}
      {value.map((rule, index) => (
        <Flex key={index} gap={8} align="center" wrap role="group" aria-label={`Reminder ${index + 1}`}>
          <Typography.Text style={{ minWidth: 88 }}>Reminder {index + 1}</Typography.Text>
          <InputNumber
            id={`${idPrefix}-days-${index}`}
            aria-label={`Reminder ${index + 1} days`}
            min={0}
            max={MAX_REMINDER_DAYS}
            precision={0}
            disabled={rule.anchor === 'on_due'}
            value={rule.anchor === 'on_due' ? 0 : rule.days}
            onChange={(days) => change(index, { days: days ?? 0 })}
            suffix="days"
            style={{ width: 110 }}
          />
          <Select
            aria-label={`Reminder ${index + 1} when`}
            value={rule.anchor}
            options={ANCHOR_OPTIONS}
            onChange={(anchor) => change(index, { anchor, ...(anchor === 'on_due' ? { days: 0 } : {}) })}
            style={{ width: 170 }}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove reminder ${index + 1}`}
            onClick={() => onChange?.(value.filter((_, at) => at !== index))}
          />
        </Flex>
      ))}
      {canAddReminder(value) && (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => onChange?.([...value, newReminderRule(value)])}>
            Add reminder
          </Button>
        </div>
      )}
    </Flex>
  );
}
