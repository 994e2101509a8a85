import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

type DateCalendarProps = {
  /** The field's date, or null (the calendar then shows this month). */
  value: Dayjs | null;
  open: boolean;
  /** The class of the calendar's popup, by which the field knows that the focus went into it. */
  popupClassName: string;
  onPick: (date: Dayjs) => void;
  /** A click outside closed the calendar. */
  onClose: () => void;
  /** Escape was pressed with the focus in the calendar (after a click on its month arrows). */
  onEscape: () => void;
};

/**
 * antd's date picker used for its calendar only, loaded when a date field's calendar is first opened.
 * Its own input lies under the field's, hidden (not seen, not focusable, not read out): the calendar
 * drops down below the field as it always did, and the field keeps its own input.
 */
export function DateCalendar({ value, open, popupClassName, onPick, onClose, onEscape }: DateCalendarProps) {
  return (
    <DatePicker
      className="date-field__calendar-anchor"
      classNames={{ popup: { root: popupClassName } }}
      tabIndex={-1}
      allowClear={false}
      open={open}
      value={value}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onChange={(date) => {
        if (date) onPick(date);
      }}
      panelRender={(panel) => (
        <div
          onKeyDown={(event) => {
            if (event.key === 'Escape') onEscape();
          }}
        >
          {panel}
        </div>
      )}
    />
  );
}
