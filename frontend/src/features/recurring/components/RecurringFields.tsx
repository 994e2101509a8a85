import { RECURRING_FREQUENCIES } from '@paydraft/invoice-core';
import { Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { DateField } from '../../../shared/components/DateField';
import { TimeZoneSelect } from '../../../shared/time/TimeZoneSelect';
import { frequencyText, type RecurringFormValues } from '../model/recurringForm';

type Props = {
  values: RecurringFormValues;
  onChange: (change: Partial<RecurringFormValues>) => void;
  /** The client's email: without one, 'Create and email' is off. */
  clientEmail: string;
};

const FREQUENCY_OPTIONS = RECURRING_FREQUENCIES.map((value) => ({ value, label: frequencyText(value) }));

/** The profile's fields: when, how often, until when, in which zone, and what to do with each invoice. */
export function RecurringFields({ values, onChange, clientEmail }: Props) {
  return (
    <>
      <Flex gap={12} wrap>
        <Form.Item label="Frequency" htmlFor="recurring-frequency" style={{ flex: '1 1 180px' }}>
          <Select
            id="recurring-frequency"
            value={values.frequency}
            options={FREQUENCY_OPTIONS}
            onChange={(frequency) => onChange({ frequency })}
          />
        </Form.Item>
        <div style={{ flex: '1 1 180px' }}>
          <DateField
            id="recurring-start"
            label="Start date"
            value={values.start_date}
            allowClear={false}
            onChange={(start_date) => onChange({ start_date })}
          />
        </div>
      </Flex>
      <Form.Item label="Ends" htmlFor="recurring-end">
        <Radio.Group
          id="recurring-end"
          value={values.end_type}
          onChange={(event) => onChange({ end_type: event.target.value as RecurringFormValues['end_type'] })}
          options={[
            { value: 'never', label: 'Never' },
            { value: 'after', label: 'After a number of invoices' },
            { value: 'on', label: 'On a date' },
          ]}
        />
      </Form.Item>
      {values.end_type === 'after' && (
        <Form.Item label="Number of invoices" htmlFor="recurring-end-count">
          <InputNumber
            id="recurring-end-count"
            min={1}
            max={1000}
            precision={0}
            value={values.end_count}
            onChange={(count) => onChange({ end_count: count })}
          />
        </Form.Item>
      )}
      {values.end_type === 'on' && (
        <DateField
          id="recurring-end-date"
          label="Last date"
          value={values.end_date}
          onChange={(end_date) => onChange({ end_date })}
        />
      )}
      <Flex gap={12} wrap>
        <Form.Item label="Send time" htmlFor="recurring-send-time" style={{ flex: '1 1 120px' }}>
          <Input
            id="recurring-send-time"
            type="time"
            value={values.send_time}
            onChange={(event) => onChange({ send_time: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Time zone" htmlFor="recurring-time-zone" style={{ flex: '2 1 220px' }}>
          <TimeZoneSelect
            id="recurring-time-zone"
            value={values.time_zone}
            onChange={(time_zone) => onChange({ time_zone })}
          />
        </Form.Item>
      </Flex>
      <Form.Item label="Due (days after issue)" htmlFor="recurring-due-days">
        <InputNumber
          id="recurring-due-days"
          min={0}
          max={365}
          precision={0}
          value={values.due_days}
          onChange={(days) => onChange({ due_days: days })}
        />
      </Form.Item>
      <Form.Item label="Each new invoice" htmlFor="recurring-auto-send" style={{ marginBottom: 8 }}>
        <Radio.Group
          id="recurring-auto-send"
          value={values.auto_send}
          onChange={(event) => onChange({ auto_send: event.target.value === true })}
        >
          <Flex vertical gap={4}>
            <Radio value={false}>Create as draft</Radio>
            <Radio value={true} disabled={!clientEmail}>
              Create and email to the client
            </Radio>
            {!clientEmail && (
              <Typography.Text type="secondary">
                The client has no email address: add one to email new invoices.
              </Typography.Text>
            )}
          </Flex>
        </Radio.Group>
      </Form.Item>
    </>
  );
}
