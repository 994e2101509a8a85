// jsdom has no fetch. RTK Query needs fetch, Request, Response and Headers, and Node's Request
// rejects jsdom's AbortSignal, so hand the page Node's set together. Relative URLs ('/api/...')
// resolve against the page's address, as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL ? new URL(input, page.location.href) : input;

    class PageRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }

    page.Request = PageRequest;
    page.fetch = (input, init) => fetch(absolute(input), init);
    page.Response = Response;
    page.Headers = Headers;
    page.AbortController = AbortController;
    page.AbortSignal = AbortSignal;
  }
}

module.exports = JsdomWithFetchEnvironment;
