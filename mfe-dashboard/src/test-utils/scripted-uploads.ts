import type { TransportAnswer } from '@gcw/shared/testing';
import type { FetchArgs } from '@reduxjs/toolkit/query';

/** One upload as the shell's transport received it. */
export interface SentUpload {
  method: string;
  url: string;
  body: FormData;
}

/**
 * Answers of the uploads (requests with a form body) the transport mock receives, in order;
 * each reports half of its progress first, as a slow line would.
 */
export class ScriptedUploads {
  static sent: SentUpload[] = [];
  static answers: (TransportAnswer | Promise<TransportAnswer>)[] = [];

  /** Clears the record before each test of the file. */
  static install() {
    beforeEach(() => {
      ScriptedUploads.sent = [];
      ScriptedUploads.answers = [];
    });
  }

  /** The next upload's answer: the API's status and JSON body. */
  static answer(status: number, body: unknown) {
    ScriptedUploads.answers.push(
      status >= 200 && status < 300 ? { data: body } : { error: { status, data: body } },
    );
  }

  /**
   * The next upload stays in flight (at half its progress) until the returned function gives
   * its answer, as an upload on a slow line would.
   */
  static answerLater(): (status: number, body: unknown) => void {
    let settle: (answer: TransportAnswer) => void = () => undefined;
    ScriptedUploads.answers.push(
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    return (status, body) =>
      settle(status >= 200 && status < 300 ? { data: body } : { error: { status, data: body } });
  }

  static last(): SentUpload {
    const request = ScriptedUploads.sent[ScriptedUploads.sent.length - 1];
    if (!request) throw new Error('No upload was sent');
    return request;
  }

  /** Called by the transport mock for a request with a form body. */
  static take(
    request: FetchArgs,
    onUploadProgress: ((percent: number) => void) | undefined,
  ): Promise<TransportAnswer> {
    ScriptedUploads.sent.push({
      method: (request.method ?? 'GET').toUpperCase(),
      url: request.url,
      body: request.body as FormData,
    });
    const answer = ScriptedUploads.answers.shift() ?? {
      error: { status: 500, data: { Message: 'No scripted answer' } },
    };
    return new Promise((resolve) =>
      setTimeout(() => {
        onUploadProgress?.(50);
        resolve(answer);
      }, 0),
    );
  }
}
