// Test harness: a qstash_devserver subprocess and a node HTTP server hosting the
// workflows under test, wired with the official SDKs. Nothing is mocked.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { Client as QStashClient } from "@upstash/qstash";
import { Client as WorkflowClient } from "@upstash/workflow";

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
export const TOKEN = "eyJVc2VySUQiOiJkZWZhdWx0VXNlciIsIlBhc3N3b3JkIjoiZGVmYXVsdFBhc3N3b3JkIn0=";
export const CURRENT_KEY = "sig_7kYjw48mhY7kAjqNGcy6cr29RJ6r";
export const NEXT_KEY = "sig_5ZB6DVzB1wjE8S6rZ7eenA8Pdnhs";

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Poll `check` until it returns something truthy; throws after `timeoutMs`. */
export async function waitFor(check, { timeoutMs = 15000, everyMs = 50, what = "condition" } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await check();
    if (last) return last;
    await sleep(everyMs);
  }
  throw new Error(`${what} not met in ${timeoutMs} ms; last value ${JSON.stringify(last)}`);
}

/** Start `python -m qstash_devserver` on a free port with a fresh store. */
export async function startDevserver(extraArgs = []) {
  const dir = mkdtempSync(join(tmpdir(), "qstash-ts-"));
  const ready = join(dir, "ready");
  const python = process.env.QSTASH_DEVSERVER_PYTHON ?? join(REPO, ".venv/bin/python");
  // QSTASH_DEVSERVER_SOURCE: run another copy of the package (e.g. to compare versions).
  const env = { ...process.env, PYTHONPATH: process.env.QSTASH_DEVSERVER_SOURCE ?? REPO };
  for (const key of Object.keys(env)) if (key.startsWith("QSTASH_DEVSERVER_")) delete env[key];
  const args = ["-m", "qstash_devserver", "--port", "0", "--store", join(dir, "store.sqlite3"),
    "--ready-file", ready, "--quiet", "--retry-schedule", "fast", ...extraArgs];
  const proc = spawn(python, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(() => existsSync(ready) || proc.exitCode !== null, { what: "devserver start" });
  if (proc.exitCode !== null) throw new Error(`qstash_devserver exited with ${proc.exitCode}`);
  const url = readFileSync(ready, "utf8").trim();
  const env_ = {
    QSTASH_URL: url,
    QSTASH_TOKEN: TOKEN,
    QSTASH_CURRENT_SIGNING_KEY: CURRENT_KEY,
    QSTASH_NEXT_SIGNING_KEY: NEXT_KEY,
  };
  return {
    url,
    env: env_,
    qstash: new QStashClient({ baseUrl: url, token: TOKEN }),
    workflow: new WorkflowClient({ baseUrl: url, token: TOKEN }),
    async api(method, path, body) {
      const res = await fetch(url + path, {
        method,
        headers: { Authorization: `Bearer ${TOKEN}` },
        body,
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : undefined };
    },
    async stop() {
      proc.kill("SIGTERM");
      await new Promise((done) => (proc.exitCode !== null ? done() : proc.once("exit", done)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A node HTTP server; `routes` maps a path (or a prefix ending in "/") to a
 * `(request: Request) => Response` handler. Every request is recorded in `seen`.
 */
export async function startApp() {
  const routes = new Map();
  const seen = [];
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const url = `${app.base}${req.url}`;
    const path = new URL(url).pathname;
    seen.push({ path, method: req.method, headers, body: body.toString(), at: Date.now() });
    const handler =
      routes.get(path) ??
      [...routes.entries()].find(([prefix]) => prefix.endsWith("/") && path.startsWith(prefix))?.[1];
    if (!handler) {
      res.writeHead(404).end("no route");
      return;
    }
    try {
      const request = new Request(url, {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
      });
      const response = await handler(request);
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500).end(String(error?.stack ?? error));
    }
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const app = {
    base: `http://127.0.0.1:${server.address().port}`,
    seen,
    url: (path) => app.base + path,
    route(path, handler) {
      routes.set(path, handler);
    },
    at: (path) => seen.filter((s) => s.path === path),
    stop: () => new Promise((done) => server.close(done)),
  };
  return app;
}

/** The run's log (`Client.logs`), once it reaches `state`. */
export async function runInState(dev, workflowRunId, state, timeoutMs = 15000) {
  return await waitFor(
    async () => {
      const { runs } = await dev.workflow.logs({ workflowRunId });
      return runs[0]?.workflowState === state ? runs[0] : undefined;
    },
    { timeoutMs, what: `run ${workflowRunId} in ${state}` },
  );
}
