// The stack's own floor: one route answering the same fixed JSON as raw-http.mjs, with nothing of
// ours. `BARE=express`: Express 5 alone (`app.get` + `res.json`); `BARE=nest`: Nest 11 on
// @nestjs/platform-express, one controller, no middleware, guard, pipe or filter of ours. What our
// unguarded route costs above the second is ours; what the second costs above raw node:http is the stack's.
// `BARE=koa`: Koa alone (one middleware setting the body), the stack the peer (oidc-provider) is
// built on, so that its floor can be told from its work in the same way.
import 'reflect-metadata';
import express from 'express';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

const body = { status: 'ok', info: {}, error: {}, details: {} };
const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const ready = (address) => process.stdout.write(`${JSON.stringify({ ready: true, port: address.port })}\n`);

let close;
if (process.env.BARE === 'nest') {
  class Bare {
    answer() {
      return body;
    }
  }
  Get('bare')(Bare.prototype, 'answer', Object.getOwnPropertyDescriptor(Bare.prototype, 'answer'));
  Controller()(Bare);
  class BareModule {}
  Module({ controllers: [Bare] })(BareModule);
  const app = await NestFactory.create(BareModule, { logger: false });
  await app.listen(port, host);
  ready(app.getHttpServer().address());
  close = () => app.close();
} else if (process.env.BARE === 'koa') {
  // Koa comes with the peer (an oidc-provider dependency), at the version the peer runs on.
  const { default: Koa } = await import('koa');
  const app = new Koa();
  app.use((ctx) => {
    if (ctx.method === 'GET' && ctx.path === '/bare') ctx.body = body;
  });
  const server = app.listen(port, host, () => ready(server.address()));
  close = () => new Promise((resolve) => server.close(resolve));
} else {
  const app = express();
  app.get('/bare', (_req, res) => res.json(body));
  const server = app.listen(port, host, () => ready(server.address()));
  close = () => new Promise((resolve) => server.close(resolve));
}
const stop = () => Promise.resolve(close()).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
