/**
 * The network boundary between a test's clients and a real back end: a `fetch` that records what the
 * SDK sends, can hold a call until the test lets it go (a race made deterministic, without waiting on
 * the clock), and can fail a call as a dropped connection does (a fault no back end can answer with).
 */
export interface TestNetwork {
  /** The fetch to hand a client's platform. */
  readonly fetch: typeof globalThis.fetch;
  /** Every request the clients sent, in order (copies: their bodies can be read). */
  readonly requests: readonly Request[];
  /** The requests whose path ends with `path` (e.g. 'sportsbook/toggleOdd'). */
  callsTo(path: string): Request[];
  /**
   * Holds the next call to `path` at the boundary, before the back end sees it, until `release`.
   * Calls after it go through.
   */
  hold(path: string): HeldCall;
  /** The next call to `path` fails on the network (a `TypeError`, as `fetch` throws offline). */
  fail(path: string): void;
  /**
   * The next call to `path` reaches the back end, and its answer reaches the client as `change` makes
   * it: an operator's back end that answers what the spec promises and no more.
   */
  reshape(path: string, change: (body: any) => unknown): void;
  /**
   * Resolves once every call on its way (held ones aside) has been answered and the client has done
   * what the answers lead to without waiting on anything else: no clock, only the event loop.
   */
  idle(): Promise<void>;
  /** Forgets the requests, lets held calls go and drops the faults not yet used (between tests). */
  reset(): void;
}

export interface HeldCall {
  /** Resolves with the request once the client has sent it. */
  readonly arrived: Promise<Request>;
  /**
   * Lets the call go on to the back end. Resolves with the envelope the back end answered, once the
   * answer is in the client's hands (see `TestNetwork.idle` to let the client act on it).
   */
  release(): Promise<Answer>;
}

/** A back end's answer as the client got it: `body` is the parsed JSON (the text when it is not JSON). */
export interface Answer {
  status: number;
  body: any;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface Hold {
  path: string;
  arrive(request: Request): void;
  released: Promise<void>;
  release(): void;
  answer(answer: Answer): void;
  refuse(error: unknown): void;
}

const endsWith = (request: Request, path: string) => new URL(request.url).pathname.endsWith(path);

/** A turn of the event loop: every promise callback queued before it has run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createTestNetwork(fetch: typeof globalThis.fetch = globalThis.fetch): TestNetwork {
  const requests: Request[] = [];
  /** Holds waiting for their call; `unreleased` also keeps those whose call came, until they go. */
  let holds: Hold[] = [];
  const unreleased = new Set<Hold>();
  let faults: string[] = [];
  let reshapes: Array<{ path: string; change: (body: any) => unknown }> = [];
  const inFlight = new Set<Promise<unknown>>();

  async function exchange(request: Request): Promise<Response> {
    const response = await fetch(request);
    // Read here, so that what the client reads later is already in memory (no I/O left after `idle`).
    let text = await response.text();
    const reshape = reshapes.find((candidate) => endsWith(request, candidate.path));
    if (reshape) {
      reshapes = reshapes.filter((candidate) => candidate !== reshape);
      text = JSON.stringify(reshape.change(parsed(text)));
    }
    const copy = new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
    Object.defineProperties(copy, {
      text: { value: async () => text },
      json: { value: async () => JSON.parse(text) },
    });
    return copy;
  }

  async function tracked<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    try {
      return await work;
    } finally {
      inFlight.delete(work);
    }
  }

  const testFetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const fault = faults.findIndex((path) => endsWith(request, path));
    if (fault >= 0) {
      faults.splice(fault, 1);
      throw new TypeError('fetch failed', { cause: new Error('the test network dropped the call') });
    }
    const hold = holds.find((candidate) => endsWith(request, candidate.path));
    if (hold) {
      holds = holds.filter((candidate) => candidate !== hold);
      hold.arrive(request);
      await hold.released;
      try {
        const response = await tracked(exchange(request));
        hold.answer({ status: response.status, body: parsed(await response.text()) });
        return response;
      } catch (error) {
        hold.refuse(error);
        throw error;
      }
    }
    return tracked(exchange(request));
  };

  return {
    fetch: testFetch,
    requests,
    callsTo: (path) => requests.filter((request) => endsWith(request, path)),
    hold(path) {
      let arrive!: (request: Request) => void;
      let release!: () => void;
      let answer!: (answer: Answer) => void;
      let refuse!: (error: unknown) => void;
      const arrived = new Promise<Request>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const answered = new Promise<Answer>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      });
      // A test that fails before releasing must not leave an unhandled rejection behind.
      answered.catch(() => {});
      const hold: Hold = { path, arrive, released, release, answer, refuse };
      holds.push(hold);
      unreleased.add(hold);
      return {
        arrived,
        release: () => {
          unreleased.delete(hold);
          release();
          return answered;
        },
      };
    },
    fail: (path) => void faults.push(path),
    reshape: (path, change) => void reshapes.push({ path, change }),
    async idle() {
      for (;;) {
        await nextTurn();
        if (inFlight.size === 0) return;
        await Promise.allSettled(inFlight);
      }
    },
    reset() {
      requests.length = 0;
      for (const hold of unreleased) hold.release();
      unreleased.clear();
      holds = [];
      faults = [];
      reshapes = [];
    },
  };
}
