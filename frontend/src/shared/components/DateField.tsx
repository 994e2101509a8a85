import { CalendarOutlined, CloseCircleFilled } from '@ant-design/icons';
import { Form, Input, type InputRef } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { OptionalPart } from './OptionalPart';
import { DISPLAY_DATE, ISO_DATE, notADateMessage, parseTypedDate } from './typedDate';
import './DateField.css';

// antd's date picker (with its RangePicker and dayjs plugins, about 28 KB brotli) is loaded when a
// calendar is first opened, not with the pages that show a date field: most dates are kept or typed.
const loadCalendar = () => import('./DateCalendar');
const DateCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.DateCalendar })));

export type DateFieldProps = {
  id: string;
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** The new date as 'YYYY-MM-DD', or '' when cleared. */
  onChange: (value: string) => void;
  allowClear?: boolean;
  /** A warning about the date itself (a due date before the issue date); an error about typing comes first. */
  warning?: string;
};

/** The calendar's popup, by which the field knows that the focus went into it. */
const CALENDAR_POPUP = 'date-field__popup';

const shownDate = (value: string) => (value ? dayjs(value).format(DISPLAY_DATE) : '');

/**
 * A date field that takes a date typed by keyboard as well as picked: ISO ('2026-12-01') or as shown
 * ('Dec 1, 2026'). A typed text that is not a date stays in the field, marked, with a message saying
 * what to type, instead of silently reverting to the old date. The calendar opens from the button at
 * its end or with Alt+ArrowDown; the field's input stays the same element throughout.
 */
export function DateField({ id, label, value, onChange, allowClear = true, warning }: DateFieldProps) {
  const [text, setText] = useState(() => shownDate(value));
  const [typingError, setTypingError] = useState<string | null>(null);
  // The date last shown: when the value changes from outside (the calendar, a reset), the text follows.
  const [shownValue, setShownValue] = useState(value);
  const calendar = useCalendar();
  const inputRef = useRef<InputRef>(null);
  const helpId = `${id}-help`;
  const help = typingError ?? warning;

  if (value !== shownValue) {
    setShownValue(value);
    setText(shownDate(value));
    setTypingError(null);
  }

  const commit = (next: string) => {
    setTypingError(null);
    setText(shownDate(next));
    if (next !== value) onChange(next);
  };

  // Checked when the user leaves the field or presses Enter: what stands in it then is what they meant.
  const check = () => {
    if (text.trim() === '') return allowClear ? commit('') : commit(value);
    const date = parseTypedDate(text);
    if (!date) return setTypingError(notADateMessage(text));
    commit(date.format(ISO_DATE));
  };

  const openCalendar = () => {
    inputRef.current?.focus();
    calendar.open();
  };
  const closeCalendarHere = () => {
    calendar.close();
    inputRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    check();
    const intoCalendar = (event.relatedTarget as Element | null)?.closest(`.${CALENDAR_POPUP}`);
    if (!intoCalendar) calendar.close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') check();
    else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      calendar.open();
    } else if (event.key === 'Escape' && calendar.isOpen) {
      // Closes the calendar only, not a dialog the field is in.
      event.stopPropagation();
      calendar.close();
    }
  };

  const suffix = (
    <span className="date-field__buttons">
      {allowClear && text !== '' && (
        <button
          type="button"
          className="date-field__button date-field__clear"
          tabIndex={-1}
          aria-label={`Clear ${label}`}
          // Keeps the focus where it is, as antd's clear icons do.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => commit('')}
        >
          <CloseCircleFilled />
        </button>
      )}
      <button
        type="button"
        className="date-field__button"
        // Out of the Tab order, as antd's calendar icon was: the keyboard opens it with Alt+ArrowDown.
        tabIndex={-1}
        aria-label={`Open calendar for ${label}`}
        aria-expanded={calendar.isOpen}
        onMouseDown={(event) => event.preventDefault()}
        // Fetched as the pointer comes, so it is there by the click; a failure shows when it is opened.
        onPointerEnter={() => void loadCalendar().catch(() => undefined)}
        onPointerDown={calendar.notePress}
        onClick={() => (calendar.wasOpenAtPress() ? calendar.close() : openCalendar())}
      >
        <CalendarOutlined />
      </button>
    </span>
  );

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={typingError ? 'error' : warning ? 'warning' : undefined}
      // antd ties its help text to the field only for named fields; this one is tied by hand.
      help={help && <span id={helpId}>{help}</span>}
    >
      <div className="date-field">
        <Input
          ref={inputRef}
          id={id}
          value={text}
          placeholder="Select date"
          autoComplete="off"
          aria-invalid={typingError ? true : undefined}
          aria-describedby={help ? helpId : undefined}
          aria-keyshortcuts="Alt+ArrowDown"
          suffix={suffix}
          onChange={(event) => setText(event.target.value)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        {calendar.wanted && (
          // Without its calendar the field still takes typed dates.
          <OptionalPart onError={calendar.close}>
            <Suspense fallback={null}>
              <DateCalendar
                value={value ? dayjs(value) : null}
                open={calendar.isOpen}
                popupClassName={CALENDAR_POPUP}
                onClose={calendar.close}
                onEscape={closeCalendarHere}
                onPick={(date) => {
                  commit(date.format(ISO_DATE));
                  closeCalendarHere();
                }}
              />
            </Suspense>
          </OptionalPart>
        )}
      </div>
    </Form.Item>
  );
}

/**
 * Whether the calendar is open, and whether it was ever wanted (its code is loaded then, and stays
 * mounted for its closing animation). antd closes it on any mouse press outside it, the calendar
 * button's included, before the button's click: so the click acts on the state at the press.
 */
function useCalendar() {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openAtPress = useRef<boolean | null>(null);
  return {
    isOpen,
    wanted,
    open: () => {
      setWanted(true);
      setOpen(true);
    },
    close: () => setOpen(false),
    notePress: () => {
      openAtPress.current = isOpen;
    },
    wasOpenAtPress: () => {
      const wasOpen = openAtPress.current ?? isOpen;
      openAtPress.current = null;
      return wasOpen;
    },
  };
}
