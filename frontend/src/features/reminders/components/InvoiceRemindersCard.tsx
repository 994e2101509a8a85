import type { ReminderRule } from '@paydraft/invoice-core';
import { Card, Flex, Radio, Skeleton, Typography } from 'antd';
import { newReminderRule } from '../model/reminderRules';
import { ReminderRulesEditor } from './ReminderRulesEditor';

type Choice = 'settings' | 'none' | 'custom';

type Props = {
  /** null: the owner's settings; []: none; else the invoice's own. undefined while loading. */
  value: ReminderRule[] | null | undefined;
  onChange: (reminders: ReminderRule[] | null) => void;
};

const choiceOf = (value: ReminderRule[] | null): Choice =>
  value === null ? 'settings' : value.length === 0 ? 'none' : 'custom';

/** An invoice's reminders on its edit page; saved with the invoice. */
export function InvoiceRemindersCard({ value, onChange }: Props) {
  const pick = (choice: Choice) =>
    onChange(choice === 'settings' ? null : choice === 'none' ? [] : [newReminderRule([])]);
  return (
    <Card size="small" title={<h3 className="payments-panel__title">Reminders</h3>}>
      {value === undefined ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading reminders" />
      ) : (
        <Flex vertical gap={8}>
          <Radio.Group
            aria-label="Reminders of this invoice"
            value={choiceOf(value)}
            onChange={(event) => pick(event.target.value as Choice)}
          >
            <Flex vertical gap={4}>
              <Radio value="settings">Use my reminder settings</Radio>
              <Radio value="none">No reminders</Radio>
              <Radio value="custom">Custom reminders</Radio>
            </Flex>
          </Radio.Group>
          {value !== null && value.length > 0 && (
            <ReminderRulesEditor
              idPrefix="invoice-reminder"
              value={value}
              onChange={(rules) => onChange(rules)}
            />
          )}
          <Typography.Text type="secondary">Saved with the invoice.</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
