/** One scripted answer of the fake XMLHttpRequest. */
interface ScriptedAnswer {
  status: number;
  body: unknown;
}

/**
 * A stand-in for XMLHttpRequest: records what was sent, fires one progress event, then answers
 * with the next scripted response. jsdom's own XHR would try the network.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: ScriptedAnswer[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  timeout = 0;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift() ?? {
      status: 500,
      body: { Message: 'No scripted answer' },
    };
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }

  abort() {}

  /** Installs the fake for one test file; answers are queued with `FakeXhr.answer`. */
  static install() {
    beforeEach(() => {
      FakeXhr.sent = [];
      FakeXhr.answers = [];
      globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    });
  }

  static answer(status: number, body: unknown) {
    FakeXhr.answers.push({ status, body });
  }

  static last(): FakeXhr {
    const request = FakeXhr.sent[FakeXhr.sent.length - 1];
    if (!request) throw new Error('No upload was sent');
    return request;
  }
}
