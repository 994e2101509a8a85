import { LATE_FEE_TYPES, MAX_REMINDER_DAYS, MAX_REMINDER_REPEATS } from '@paydraft/invoice-core';
import { Form, InputNumber, Select } from 'antd';
import { TimeZoneSelect } from '../../../shared/time/TimeZoneSelect';
import { ReminderRulesEditor } from '../../../features/reminders';
import { FormBlock } from './FormBlock';

const LATE_FEE_OPTIONS = [
  { value: 'off', label: 'Off' },
  ...LATE_FEE_TYPES.map((type) => ({
    value: type,
    label: type === 'fixed' ? 'Fixed amount' : 'Percent of balance',
  })),
];

const wholeDays = (max: number, what: string) => ({
  type: 'number' as const,
  min: 0,
  max,
  message: `${what} must be between 0 and ${max}`,
});

/** Issue 25: the owner's automatic reminders, what follows them, the quote reminder, and their time zone. */
export function RemindersBlock() {
  const lateFee = Form.useWatch('late_fee_type') as string | undefined;
  return (
    <FormBlock
      id="preferences-reminders"
      title="Reminders"
      description="Sent to the client's email with the balance due and the pay link. An invoice can use its own."
    >
      <Form.Item label="Invoice reminders" name="reminders">
        <ReminderRulesEditor idPrefix="preferences-reminder" />
      </Form.Item>
      <div className="preferences-grid">
        <Form.Item
          label="Then repeat every (days, 0 for never)"
          name="reminder_repeat_days"
          rules={[wholeDays(MAX_REMINDER_DAYS, 'Repeat days')]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="At most (repeats)"
          name="reminder_max_repeats"
          rules={[wholeDays(MAX_REMINDER_REPEATS, 'Repeats')]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Late fee" name="late_fee_type">
          <Select options={LATE_FEE_OPTIONS} />
        </Form.Item>
        {lateFee && lateFee !== 'off' && (
          <Form.Item
            label={lateFee === 'percent' ? 'Late fee (%)' : 'Late fee amount'}
            name="late_fee_value"
            rules={[{ required: true, message: 'Enter the late fee' }]}
          >
            <InputNumber stringMode min="0" step="0.01" style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          label="Quote reminder (days before expiry, 0 for none)"
          name="quote_reminder_days"
          rules={[wholeDays(MAX_REMINDER_DAYS, 'Quote reminder days')]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Your time zone" name="time_zone">
          <TimeZoneSelect emptyLabel="Not set (UTC)" />
        </Form.Item>
      </div>
    </FormBlock>
  );
}
