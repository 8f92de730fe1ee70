// Run-level settings given at trigger (WF_TriggerOnConfig): the SDK sends retries, the
// failure URL, flow control and the user's headers on the trigger only; the server must
// apply them to every later step of the run.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { serve } from "@upstash/workflow/cloudflare";

import { runInState, sleep, startApp, startDevserver, waitFor } from "../lib/harness.mjs";

let dev;
let app;
before(async () => {
  dev = await startDevserver();
  app = await startApp();
});
after(async () => {
  await app?.stop();
  await dev?.stop();
});

test("trigger retries and failure function apply to a later failing step", async () => {
  const path = "/wf/retries";
  let attempts = 0;
  let failure;
  const { fetch } = serve(
    async (context) => {
      await context.run("fine", async () => "ok");
      await context.run("always-fails", async () => {
        attempts += 1;
        throw new Error("step broke");
      });
    },
    {
      failureFunction: async ({ context, failStatus, failResponse }) => {
        failure = { runId: context.workflowRunId, failStatus, failResponse };
      },
    },
  );
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({
    url: app.url(path),
    body: {},
    retries: 1,
  });
  const run = await runInState(dev, workflowRunId, "RUN_FAILED");
  await waitFor(() => failure, { what: "failure function" });
  assert.equal(attempts, 2); // 1 + retries, not the default 1 + 3
  assert.equal(failure.runId, workflowRunId);
  assert.match(failure.failResponse, /step broke/);
  await waitFor(async () => {
    const { runs } = await dev.workflow.logs({ workflowRunId });
    return runs[0].failureFunction?.state === "CALLBACK_SUCCESS";
  });
  assert.ok(run.dlqId);
});

test("context.headers keeps the trigger's headers in every step", async () => {
  const path = "/wf/headers";
  const seen = [];
  const { fetch } = serve(async (context) => {
    seen.push(context.headers.get("x-user"));
    await context.run("one", async () => seen.push(context.headers.get("x-user")));
    await context.run("two", async () => seen.push(context.headers.get("x-user")));
  });
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({
    url: app.url(path),
    body: {},
    headers: { "x-user": "u-42" },
  });
  await runInState(dev, workflowRunId, "RUN_SUCCESS");
  assert.ok(seen.length >= 3);
  assert.deepEqual([...new Set(seen)], ["u-42"]);
});

test("trigger flow control limits every later step", async () => {
  const path = "/wf/flow";
  let inFlight = 0;
  let maxInFlight = 0;
  const { fetch } = serve(async (context) => {
    for (const name of ["a", "b"]) {
      await context.run(name, async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await sleep(150);
        inFlight -= 1;
      });
    }
  });
  app.route(path, (request) => fetch(request, dev.env));
  const runs = await dev.workflow.trigger(
    Array.from({ length: 4 }, () => ({
      url: app.url(path),
      body: {},
      flowControl: { key: "ts-flow-key", parallelism: 1 },
    })),
  );
  for (const { workflowRunId } of runs) await runInState(dev, workflowRunId, "RUN_SUCCESS");
  assert.equal(maxInFlight, 1);
  const events = await dev.qstash.logs({ filter: { url: app.url(path) } });
  const keyed = events.logs.filter((e) => e.state === "DELIVERED");
  assert.ok(keyed.length >= 12);
  assert.ok(keyed.every((e) => e.flowControlKey === "ts-flow-key"));
});
