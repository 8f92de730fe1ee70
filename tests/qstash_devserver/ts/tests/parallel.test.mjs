// Parallel steps: Promise.all of context.run makes the SDK publish plan steps that all
// have stepId 0 and differ by targetStep; every branch must run and the run continue.
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

for (const width of [2, 5]) {
  test(`${width} parallel branches all run, then the run continues`, async () => {
    const ran = [];
    let result;
    const path = `/wf/parallel-${width}`;
    const { fetch } = serve(async (context) => {
      const values = await Promise.all(
        Array.from({ length: width }, (_, i) =>
          context.run(`branch-${i}`, async () => {
            ran.push(i);
            return i * 10;
          }),
        ),
      );
      result = await context.run("sum", async () => values.reduce((a, b) => a + b, 0));
      return result;
    });
    app.route(path, (request) => fetch(request, dev.env));
    const { workflowRunId } = await dev.workflow.trigger({ url: app.url(path), body: {} });
    const run = await runInState(dev, workflowRunId, "RUN_SUCCESS");
    assert.equal(result, (width * (width - 1) * 10) / 2);
    // every branch ran (at least once: a delivery may come twice), none is missing
    assert.deepEqual([...new Set(ran)].sort(), Array.from({ length: width }, (_, i) => i));
    assert.equal(JSON.parse(run.workflowRunResponse), result);
    // the log shows init, one parallel group of the branches' results, then "sum"
    assert.deepEqual(
      run.steps.map((group) => group.type),
      ["sequential", "parallel", "sequential"],
    );
    const branches = run.steps[1].steps.map((s) => s.stepName).sort();
    assert.deepEqual(branches, Array.from({ length: width }, (_, i) => `branch-${i}`));
    assert.equal(run.steps[2].steps[0].stepName, "sum");
  });
}

test("a redelivered plan step is still deduplicated by (stepId, targetStep)", async () => {
  const path = "/wf/parallel-dedup";
  let runId;
  const { fetch } = serve(async (context) => {
    runId = context.workflowRunId;
    await Promise.all([
      context.run("a", async () => "a"),
      context.run("b", async () => "b"),
    ]);
  });
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({ url: app.url(path), body: {} });
  await runInState(dev, workflowRunId, "RUN_SUCCESS");
  // publish the first plan step again, as a retried delivery of the first step would
  const plan = { stepId: 0, stepName: "a", stepType: "Run", concurrent: 2, targetStep: 1 };
  const headers = {
    "Upstash-Workflow-RunId": workflowRunId,
    "Upstash-Workflow-Init": "false",
    "Upstash-Workflow-Url": app.url(path),
  };
  const [again] = await dev.qstash.batch([
    { url: app.url(path), headers, body: JSON.stringify(plan) },
  ]);
  assert.equal(again.deduplicated, true);
  assert.equal(runId, workflowRunId);
});

test("steps after Promise.all see every branch's result", async () => {
  const path = "/wf/parallel-results";
  let seen;
  const { fetch } = serve(async (context) => {
    const [x, y, z] = await Promise.all([
      context.run("x", async () => ({ v: 1 })),
      context.run("y", async () => "two"),
      context.sleep("z", 1),
    ]);
    seen = await context.run("after", async () => ({ x, y, z: z ?? null }));
  });
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({ url: app.url(path), body: {} });
  await runInState(dev, workflowRunId, "RUN_SUCCESS");
  await waitFor(() => seen);
  assert.deepEqual(seen, { x: { v: 1 }, y: "two", z: null });
});

test("the run log shows each of two parallel context.call steps with its own call", async () => {
  const path = "/wf/parallel-calls";
  app.route("/third/", async (request) => {
    const which = new URL(request.url).pathname.split("/").pop();
    return new Response(JSON.stringify({ which }), {
      status: which === "a" ? 200 : 202,
      headers: { "content-type": "application/json", "x-which": which },
    });
  });
  const { fetch } = serve(async (context) => {
    await Promise.all([
      context.call("call-a", { url: app.url("/third/a"), method: "POST", body: "to-a" }),
      context.call("call-b", { url: app.url("/third/b"), method: "PUT", body: "to-b" }),
    ]);
  });
  app.route(path, (request) => fetch(request, dev.env));
  const { workflowRunId } = await dev.workflow.trigger({ url: app.url(path), body: {} });
  const run = await runInState(dev, workflowRunId, "RUN_SUCCESS");
  const calls = run.steps.flatMap((group) => group.steps).filter((s) => s.stepType === "Call");
  const byName = Object.fromEntries(
    calls.map((s) => [s.stepName, [s.callUrl, s.callMethod, s.callBody, s.callResponseStatus]]),
  );
  assert.deepEqual(byName, {
    "call-a": [app.url("/third/a"), "POST", "to-a", 200],
    "call-b": [app.url("/third/b"), "PUT", "to-b", 202],
  });
});
