// A stand-in for apps/api/dist/server.js in this package's tests: listens on HOST:PORT, answers
// /api/ready 503 until READY_AFTER polls have been made, shows its environment at /env. CRASH=1
// exits before listening; IGNORE_SIGTERM=1 needs SIGKILL to go.
import { createServer } from 'node:http';

if (process.env.CRASH === '1') {
  console.error('fixture: refusing to start (CRASH=1)');
  process.exit(3);
}
if (process.env.IGNORE_SIGTERM === '1')
  process.on('SIGTERM', () => console.log('fixture: ignoring SIGTERM'));
const readyAfter = Number(process.env.READY_AFTER ?? '0');
let polls = 0;
const server = createServer((request, response) => {
  if (request.url === '/api/ready') {
    polls += 1;
    response.statusCode = polls > readyAfter ? 200 : 503;
    response.end(
      JSON.stringify({ polls, forwardedFor: request.headers['x-forwarded-for'] ?? null }),
    );
  } else if (request.url === '/env') {
    response.end(JSON.stringify(process.env));
  } else {
    response.statusCode = 404;
    response.end();
  }
});
server.listen(Number(process.env.PORT), process.env.HOST, () => console.log(`fixture: listening`));
