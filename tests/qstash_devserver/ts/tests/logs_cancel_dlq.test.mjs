// Client.logs, cancel (SDK and the bare documented DELETE), and DLQ recovery: the
// workflow DLQ list, qstash bulk retry, workflow restart and resume.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { serve } from "@upstash/workflow/cloudflare";

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

test("Client.logs groups a run's steps", async () => {
  const path = "/wf/logs";
  const { fetch } = serve(async (context) => {
    const a = await context.run("first", async () => 1);
    await context.run("second", async () => a + 1);
    return "done";
  });
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({ url: app.url(path), body: { x: 1 } });
  const run = await runInState(dev, workflowRunId, "RUN_SUCCESS");
  assert.equal(run.workflowUrl, app.url(path));
  assert.equal(run.workflowRunResponse, '"done"');
  const steps = run.steps.map((g) => g.steps[0]);
  assert.deepEqual(
    steps.map((s) => [s.stepName, s.stepType, s.out]),
    [
      ["init", "Initial", '{"x":1}'],
      ["first", "Run", "1"],
      ["second", "Run", "2"],
    ],
  );
});

test("cancel: Client.cancel and the bare DELETE both end the run as RUN_CANCELED", async () => {
  const path = "/wf/cancel";
  const { fetch } = serve(async (context) => {
    await context.run("start", async () => 1);
    await context.sleep("long", 600);
    await context.run("never", async () => 2);
  });
  app.route(path, (request) => fetch(request, dev.env));
  const [{ workflowRunId: one }, { workflowRunId: two }] = await dev.workflow.trigger([
    { url: app.url(path), body: {} },
    { url: app.url(path), body: {} },
  ]);
  for (const id of [one, two]) {
    await waitFor(async () => {
      const { runs } = await dev.workflow.logs({ workflowRunId: id });
      return runs[0]?.steps.some((g) => g.steps.some((s) => s.stepName === "long"));
    });
  }
  assert.deepEqual(await dev.workflow.cancel({ ids: one }), { cancelled: 1 });
  const bare = await dev.api("DELETE", `/v2/workflows/runs/${two}`);
  assert.equal(bare.status, 200);
  await runInState(dev, one, "RUN_CANCELED");
  await runInState(dev, two, "RUN_CANCELED");
  assert.equal(app.seen.filter((s) => s.body.includes('"never"')).length, 0);
});

function flakyWorkflow(state) {
  return serve(async (context) => {
    await context.run("before", async () => "ok");
    await context.run("flaky", async () => {
      state.attempts += 1;
      if (state.broken) throw new Error("still broken");
      return "fixed";
    });
  });
}

async function failedRun(path, state) {
  const { fetch } = flakyWorkflow(state);
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({
    url: app.url(path),
    body: {},
    retries: 0,
  });
  const run = await runInState(dev, workflowRunId, "RUN_FAILED");
  return { workflowRunId, dlqId: run.dlqId };
}

test("workflow DLQ: list shows only workflow entries, resume and restart finish the run", async () => {
  // a plain message in the DLQ too, which the workflow list must leave out
  const plain = await dev.qstash.publish({ url: app.url("/plain/404"), body: "x", retries: 0 });
  await waitFor(async () => {
    const { messages } = await dev.qstash.dlq.listMessages();
    return messages.some((m) => m.messageId === plain.messageId);
  });
  const resumeState = { attempts: 0, broken: true };
  const restartState = { attempts: 0, broken: true };
  const toResume = await failedRun("/wf/dlq-resume", resumeState);
  const toRestart = await failedRun("/wf/dlq-restart", restartState);

  const { messages } = await dev.workflow.dlq.list();
  const ids = messages.map((m) => m.dlqId).sort();
  assert.deepEqual(ids, [toResume.dlqId, toRestart.dlqId].sort());
  assert.ok(messages.every((m) => m.workflowRunId && m.workflowUrl));
  const one = await dev.qstash.dlq.listMessages({ dlqIds: [toResume.dlqId] });
  assert.deepEqual(
    one.messages.map((m) => m.dlqId),
    [toResume.dlqId],
  );

  resumeState.broken = false;
  restartState.broken = false;
  const resumed = await dev.workflow.dlq.resume(toResume.dlqId);
  assert.equal(resumed.workflowRuns[0].workflowRunId, toResume.workflowRunId);
  await runInState(dev, toResume.workflowRunId, "RUN_SUCCESS");
  const restarted = await dev.workflow.dlq.restart([toRestart.dlqId]);
  const newRunId = restarted.workflowRuns[0].workflowRunId;
  assert.notEqual(newRunId, toRestart.workflowRunId);
  await runInState(dev, newRunId, "RUN_SUCCESS");
  const { messages: left } = await dev.workflow.dlq.list();
  assert.deepEqual(left, []);
});

test("qstash DLQ bulk retry republishes every given entry", async () => {
  const failing = new Set(["/plain/a", "/plain/b"]);
  app.route("/plain/", async (request) => {
    const path = new URL(request.url).pathname;
    return new Response("", { status: failing.has(path) ? 500 : 200 });
  });
  const a = await dev.qstash.publish({ url: app.url("/plain/a"), body: "a", retries: 0 });
  const b = await dev.qstash.publish({ url: app.url("/plain/b"), body: "b", retries: 0 });
  const entries = await waitFor(async () => {
    const { messages } = await dev.qstash.dlq.listMessages();
    const mine = messages.filter((m) => [a.messageId, b.messageId].includes(m.messageId));
    return mine.length === 2 ? mine : undefined;
  });
  failing.clear();
  const { responses } = await dev.qstash.dlq.retry(entries.map((e) => e.dlqId));
  assert.equal(responses.length, 2);
  await waitFor(() => app.at("/plain/a").length === 2 && app.at("/plain/b").length === 2);
  const { messages } = await dev.qstash.dlq.listMessages({ dlqIds: entries.map((e) => e.dlqId) });
  assert.deepEqual(messages, []);
});

test("workflow DLQ resume: its retries and flow control hold for the steps after the resumed one", async () => {
  const path = "/wf/dlq-resume-settings";
  const state = { broken: true, laterFailures: 0, laterAttempts: 0 };
  const { fetch } = serve(async (context) => {
    await context.run("first", async () => 1);
    await context.run("flaky", async () => {
      if (state.broken) throw new Error("flaky broke");
      return 2;
    });
    await context.run("later", async () => {
      state.laterAttempts += 1;
      if (state.laterAttempts <= state.laterFailures) throw new Error("later broke");
      return 3;
    });
  });
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({
    url: app.url(path),
    body: {},
    retries: 0,
    flowControl: { key: "before-resume", parallelism: 5 },
  });
  const failed = await runInState(dev, workflowRunId, "RUN_FAILED");
  state.broken = false;
  state.laterFailures = 2; // the run's own retries (0) would fail it again
  await dev.workflow.dlq.resume({
    dlqId: failed.dlqId,
    retries: 2,
    flowControl: { key: "after-resume", parallelism: 1 },
  });
  await runInState(dev, workflowRunId, "RUN_SUCCESS");
  assert.equal(state.laterAttempts, 3);
  const { logs } = await dev.qstash.logs({ filter: { url: app.url(path), state: "DELIVERED" } });
  const keys = logs.map((e) => e.flowControlKey);
  // after the resume: the resumed step, the one that ran "later" (3 attempts) and the last
  assert.equal(keys.filter((k) => k === "after-resume").length, 3, JSON.stringify(keys));
});
