// The browser tests share one stack, and so one development clock (docs/scheduling.md). A file that
// moves it forward (POST /api/dev/clock/advance) runs after every file that does not, so that no
// test creates invoices and quotes dated by the real day on a stack whose scheduler already lives
// weeks ahead (it would mark them overdue or expire them under the test's feet).
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const movesTheClock = (path) => readFileSync(path, 'utf8').includes('/api/dev/clock/advance');

class ClockLastSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    return [
      ...ordered.filter((test) => !movesTheClock(test.path)),
      ...ordered.filter((test) => movesTheClock(test.path)),
    ];
  }
}

module.exports = ClockLastSequencer;
