/** A stand-in for `fetch` at the studio's API client boundary: records each request and answers from a queue. */
export interface FakeCall {
  url: string;
  init: RequestInit;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** Answers in order; once the queue is empty, each call fails as a network error does. */
export function fakeFetch(answers: FakeAnswer[]) {
  const calls: FakeCall[] = [];
  const fetcher = (async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift();
    if (!answer) throw new TypeError('network down');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetcher };
}
