// context.invoke, waitForEvent/notify (client and step) and the wait timeout.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { createWorkflow, serve, serveMany } from "@upstash/workflow/cloudflare";

import { runInState, startApp, startDevserver, waitFor } from "../lib/harness.mjs";

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

test("context.invoke starts the child with the payload and returns its result", async () => {
  const childSaw = [];
  let parentGot;
  const child = createWorkflow(async (context) => {
    childSaw.push(context.requestPayload);
    const doubled = await context.run("double", async () => context.requestPayload.n * 2);
    return { doubled };
  });
  const failing = createWorkflow(
    async (context) => {
      await context.run("boom", async () => {
        throw new Error("child failed");
      });
    },
    { retries: 0 },
  );
  const parent = createWorkflow(async (context) => {
    const ok = await context.invoke("call-child", { workflow: child, body: { n: 21 } });
    const bad = await context.invoke("call-failing", { workflow: failing, body: {}, retries: 0 });
    parentGot = await context.run("collect", async () => ({ ok, bad }));
  });
  const { fetch } = serveMany({ parent, child, failing });
  app.route("/inv/", (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({ url: app.url("/inv/parent"), body: {} });
  await runInState(dev, workflowRunId, "RUN_SUCCESS", 20000);
  assert.deepEqual(childSaw[0], { n: 21 }); // the payload, not the SDK's wrapper
  assert.deepEqual(parentGot.ok, { body: { doubled: 42 }, isFailed: false, isCanceled: false });
  assert.equal(parentGot.bad.isFailed, true);
  const { runs } = await dev.workflow.logs({ filter: { workflowUrl: app.url("/inv/child") } });
  assert.equal(runs[0].invoker.workflowRunId, workflowRunId);
  // the parent's Invoke step names the run it invoked (InvokedWorkflowGroup)
  const { runs: parents } = await dev.workflow.logs({ workflowRunId });
  const invoke = parents[0].steps.flatMap((g) => g.steps).find((s) => s.stepName === "call-child");
  assert.equal(invoke.stepType, "Invoke");
  assert.equal(invoke.invokedWorkflowRunId, runs[0].workflowRunId);
  assert.equal(invoke.invokedWorkflowUrl, app.url("/inv/child"));
  assert.equal(invoke.invokedWorkflowCreatedAt, runs[0].workflowRunCreatedAt);
  assert.deepEqual(JSON.parse(invoke.invokedWorkflowRunBody), { n: 21 });
});

test("waitForEvent resumes on client.notify with the event data", async () => {
  const path = "/wf/wait-notify";
  let got;
  let runId;
  const { fetch } = serve(async (context) => {
    runId = context.workflowRunId;
    const { eventData, timeout } = await context.waitForEvent("wait", "evt-notify-1", {
      timeout: "30s",
    });
    got = await context.run("after", async () => ({ eventData, timeout }));
  });
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({ url: app.url(path), body: {} });
  const waiters = await waitFor(async () => {
    const list = await dev.workflow.getWaiters({ eventId: "evt-notify-1" });
    return list.length ? list : undefined;
  });
  assert.equal(waiters[0].url, app.url(path));
  const notified = await dev.workflow.notify({ eventId: "evt-notify-1", eventData: { ok: 1 } });
  assert.equal(notified.length, 1);
  assert.ok(notified[0].messageId);
  const run = await runInState(dev, workflowRunId, "RUN_SUCCESS");
  // the run log's Wait step says what it waited for and how it ended (WaitEventGroup)
  const wait = run.steps.flatMap((g) => g.steps).find((s) => s.stepType === "Wait");
  assert.equal(wait.waitEventId, "evt-notify-1");
  assert.equal(wait.waitTimeoutDuration, "30s");
  assert.equal(wait.waitTimeoutDeadline, waiters[0].deadline);
  assert.equal(wait.waitTimeout, false);
  assert.equal(runId, workflowRunId);
  assert.deepEqual(got, { eventData: { ok: 1 }, timeout: false });
  assert.deepEqual(await dev.workflow.getWaiters({ eventId: "evt-notify-1" }), []);
});

test("waitForEvent times out and the run goes on with timeout: true", async () => {
  const path = "/wf/wait-timeout";
  let got;
  const { fetch } = serve(async (context) => {
    const { eventData, timeout } = await context.waitForEvent("wait", "evt-never", {
      timeout: "1s",
    });
    got = await context.run("after", async () => ({ eventData: eventData ?? null, timeout }));
  });
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({ url: app.url(path), body: {} });
  const run = await runInState(dev, workflowRunId, "RUN_SUCCESS");
  assert.deepEqual(got, { eventData: null, timeout: true });
  const wait = run.steps.flatMap((g) => g.steps).find((s) => s.stepType === "Wait");
  assert.deepEqual([wait.waitEventId, wait.waitTimeoutDuration, wait.waitTimeout], [
    "evt-never",
    "1s",
    true,
  ]);
});

test("context.notify as a step wakes another run", async () => {
  let waited;
  let notifyOut;
  const { fetch: waiter } = serve(async (context) => {
    const { eventData } = await context.waitForEvent("wait", "evt-step", { timeout: "30s" });
    waited = await context.run("after", async () => eventData);
  });
  const { fetch: notifier } = serve(async (context) => {
    const out = await context.notify("notify", "evt-step", "hello");
    notifyOut = await context.run("record", async () => out.notifyResponse.length);
  });
  app.route("/wf/waiter", (request) => waiter(request, dev.env));
  app.route("/wf/notifier", (request) => notifier(request, dev.env));
  const { workflowRunId: a } = await dev.workflow.trigger({ url: app.url("/wf/waiter") });
  await waitFor(async () => (await dev.workflow.getWaiters({ eventId: "evt-step" })).length);
  const { workflowRunId: b } = await dev.workflow.trigger({ url: app.url("/wf/notifier") });
  await runInState(dev, b, "RUN_SUCCESS");
  await runInState(dev, a, "RUN_SUCCESS");
  assert.equal(waited, "hello");
  assert.equal(notifyOut, 1);
});
