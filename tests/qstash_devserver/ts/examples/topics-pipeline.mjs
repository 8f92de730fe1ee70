// A TypeScript workflow shaped like the source system's topics pipeline:
// `execute-user` loads one user's unprocessed topics and invokes `extract-topic` for
// each of them at once (Promise.all of context.invoke); each child extracts and stores
// the topic's memories. Served with serveMany, so both live under one route prefix.
import { createWorkflow, serveMany } from "@upstash/workflow/cloudflare";

/**
 * `db` is the app's storage: `topicsOf(userId)`, `extract(userId, topicId)` (a model
 * call in the real system) and `saveMemories(userId, topicId, memories)`, idempotent
 * because every step may run twice.
 */
export function topicsPipeline(db) {
  const extractTopic = createWorkflow(
    async (context) => {
      const { userId, topicId } = context.requestPayload;
      const memories = await context.run("extract", async () => db.extract(userId, topicId));
      await context.run("store", async () => db.saveMemories(userId, topicId, memories));
      return { topicId, memories: memories.length };
    },
    { retries: 1 },
  );

  const executeUser = createWorkflow(async (context) => {
    const { userId } = context.requestPayload;
    const topics = await context.run("load-topics", async () => db.topicsOf(userId));
    const results = await Promise.all(
      topics.map((topicId) =>
        context.invoke(`extract-topic-${topicId}`, {
          workflow: extractTopic,
          body: { userId, topicId },
          retries: 1,
        }),
      ),
    );
    return await context.run("result", async () => ({
      userId,
      processedTopics: results.filter((r) => !r.isFailed).map((r) => r.body.topicId),
      failedTopics: results.filter((r) => r.isFailed).length,
      memories: results.reduce((sum, r) => sum + (r.isFailed ? 0 : r.body.memories), 0),
    }));
  });

  return serveMany({ "execute-user": executeUser, "extract-topic": extractTopic });
}
