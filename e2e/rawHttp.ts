import { connect } from 'node:net';

/**
 * Sends bytes to a server exactly as given (what fetch would refuse to send: bad request lines,
 * conflicting lengths, hop-by-hop headers) and reads the answer until the server closes or `ms` pass.
 */
export function rawExchange(server: URL, bytes: string | Buffer, ms = 2000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(server.port), server.hostname, () => socket.write(bytes));
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(ms, done);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', done);
    socket.on('error', done);
  });
}
