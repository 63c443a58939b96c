import 'reflect-metadata';
import { Controller, Get, Module, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Application, Response } from 'express';
import { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LeanExpressAdapter } from './lean-express.adapter';

@Controller()
class ProbeController {
  @Get('json')
  json() {
    return { ok: true };
  }

  @Get('express')
  viaExpress(@Res() res: Response) {
    res.status(202).type('text').send(`${res.req.get('x-probe')}`);
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('LeanExpressAdapter', () => {
  let app: NestExpressApplication;
  let url: string;
  const seen: { request?: object; response?: object } = {};

  beforeAll(async () => {
    app = await NestFactory.create<NestExpressApplication>(ProbeModule, new LeanExpressAdapter(), { logger: false });
    await app.listen(0, '127.0.0.1');
    const server = app.getHttpServer() as Server;
    // Ahead of Express: what the HTTP server built, before Express has touched it.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      seen.request = Object.getPrototypeOf(req) as object;
      seen.response = Object.getPrototypeOf(res) as object;
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it("builds requests and responses on Express's prototypes, so Express has none to swap", async () => {
    const express = app.getHttpAdapter().getInstance() as Application & { request: object; response: object };
    const answer = await fetch(`${url}/json`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    // Compared as booleans: Jest cannot print these prototypes (their getters need a request).
    expect(seen.request === express.request).toBe(true);
    expect(seen.response === express.response).toBe(true);
    // Still Node's own objects underneath.
    expect(IncomingMessage.prototype.isPrototypeOf(express.request)).toBe(true);
    expect(ServerResponse.prototype.isPrototypeOf(express.response)).toBe(true);
  });

  it("keeps Express's request and response methods", async () => {
    const answer = await fetch(`${url}/express`, { headers: { 'X-Probe': 'still here' } });
    expect(answer.status).toBe(202);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe('still here');
  });
});
