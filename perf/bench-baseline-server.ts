/** The benchmark's yardstick: a bare Express 5 app answering a fixed small JSON, run in its own process like the real server. */
import express from 'express';

const app = express();
app.get('/', (_req, res) => {
  res.json({ ok: true, service: 'baseline' });
});
app.listen(Number(process.env.PORT));
