// The topics-pipeline example against the server: every topic is extracted by its own
// invoked run, a failing topic is reported as failed, and the result is the same when
// the server delivers every message twice.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { topicsPipeline } from "../examples/topics-pipeline.mjs";
import { runInState, startApp, startDevserver } from "../lib/harness.mjs";

function memoryDb() {
  const topics = { "user-1": ["t1", "t2", "t3", "t4"], "user-2": ["t5", "bad"] };
  const saved = new Map();
  return {
    saved,
    extractCalls: 0,
    topicsOf: async (userId) => topics[userId] ?? [],
    async extract(userId, topicId) {
      this.extractCalls += 1;
      if (topicId === "bad") throw new Error("the model refused this topic");
      return [`${userId}:${topicId}:context`, `${userId}:${topicId}:preference`];
    },
    async saveMemories(userId, topicId, memories) {
      saved.set(`${userId}/${topicId}`, memories); // keyed: a second run writes nothing new
      return memories.length;
    },
  };
}

for (const duplicates of [false, true]) {
  const label = duplicates ? " (every delivery twice)" : "";
  let dev;
  let app;
  before(async () => {
    dev = await startDevserver(duplicates ? ["--duplicate-deliveries"] : []);
    app = await startApp();
  });
  after(async () => {
    await app?.stop();
    await dev?.stop();
  });

  test(`execute-user invokes extract-topic per topic with Promise.all${label}`, async () => {
    const db = memoryDb();
    const { fetch } = topicsPipeline(db);
    app.route("/topics/", (request) => fetch(request, dev.env));
    const [{ workflowRunId: one }, { workflowRunId: two }] = await dev.workflow.trigger([
      { url: app.url("/topics/execute-user"), body: { userId: "user-1" } },
      { url: app.url("/topics/execute-user"), body: { userId: "user-2" } },
    ]);
    const first = await runInState(dev, one, "RUN_SUCCESS", 30000);
    const second = await runInState(dev, two, "RUN_SUCCESS", 30000);
    assert.deepEqual(JSON.parse(first.workflowRunResponse), {
      userId: "user-1",
      processedTopics: ["t1", "t2", "t3", "t4"],
      failedTopics: 0,
      memories: 8,
    });
    assert.deepEqual(JSON.parse(second.workflowRunResponse), {
      userId: "user-2",
      processedTopics: ["t5"],
      failedTopics: 1,
      memories: 2,
    });
    assert.deepEqual([...db.saved.keys()].sort(), [
      "user-1/t1",
      "user-1/t2",
      "user-1/t3",
      "user-1/t4",
      "user-2/t5",
    ]);
    const { runs } = await dev.workflow.logs({
      filter: { workflowUrl: app.url("/topics/extract-topic") },
    });
    assert.equal(runs.length, 6);
    assert.ok(runs.every((r) => [one, two].includes(r.invoker.workflowRunId)));
    assert.equal(runs.filter((r) => r.workflowState === "RUN_FAILED").length, 1);
  });
}
