// The WebSocket to `mosaic serve`: one JSON object per text frame, a `seq` on
// every request, replies matched to requests by that `seq`. Reconnects after a
// drop and says hello again, so a restarted server picks the page back up.

export class Connection {
  /**
   * @param {string} url ws:// address of the server's socket
   * @param {(message: object) => void} onMessage every message from the server
   * @param {(state: string) => void} onState "open", "closed" or "connecting"
   */
  constructor(url, onMessage, onState) {
    this.url = url;
    this.onMessage = onMessage;
    this.onState = onState;
    this.seq = 0;
    this.waiting = new Map(); // seq -> {resolve, types}
    this.hello = null;        // () => the hello message, made afresh on every (re)connect
    this.opened = 0;          // how many times the socket has opened
    this.retry = 1000;        // ms before reconnecting: doubles up to 10 s while refused
    this.open();
  }

  open() {
    this.onState('connecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.opened++;
      // A sign of life: the server closes a socket that sends nothing for 120 s.
      clearInterval(this.pinger);
      this.pinger = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN) socket.send('{"type":"ping"}');
      }, 30000);
      if (this.hello) socket.send(JSON.stringify(this.hello()));
      this.onState('open');
    });
    socket.addEventListener('message', (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message === null || typeof message !== 'object' || Array.isArray(message)) return;
      // Served (not refused, as a 17th page is): the next drop reconnects soon.
      if (message.type === 'layout') this.retry = 1000;
      this.onMessage(message);
      if (typeof message.seq === 'number') {
        const waiter = this.waiting.get(message.seq);
        if (waiter) { this.waiting.delete(message.seq); waiter(message); }
      }
    });
    socket.addEventListener('close', () => {
      clearInterval(this.pinger);
      this.onState('closed');
      for (const waiter of this.waiting.values()) waiter({ type: 'error', message: 'connection closed' });
      this.waiting.clear();
      setTimeout(() => this.open(), this.retry);
      this.retry = Math.min(10000, this.retry * 2);
    });
  }

  /** Sends `hello()` now and after every reconnect (so it says where the page is then). */
  greet(hello) {
    this.hello = hello;
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(hello()));
  }

  /**
   * Sends a request with the next `seq`.
   * @returns {{seq: number, reply: Promise<object>}} the reply is the first
   *   message that echoes the seq (or an error when the socket closes)
   */
  request(message) {
    const seq = ++this.seq;
    const body = { ...message, seq };
    const reply = new Promise((resolve) => this.waiting.set(seq, resolve));
    if (this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(body));
    } else {
      this.waiting.delete(seq);
      return { seq, reply: Promise.resolve({ type: 'error', seq, message: 'not connected' }) };
    }
    return { seq, reply };
  }

  /** Forgets a request whose reply will never come (a coalesced scroll). */
  forget(seq) {
    this.waiting.delete(seq);
  }
}
