"""Reads that answer a user's, an operator's or a pipeline's question from the local tables,
one module per concern: tasks, memories, personas, users, the run index (`runs`), the audit
trail (`audit`), what the pipelines wrote (`writes`), how a run tree stands (`run_tree`),
what an hourly trigger led to (`hourly`). Nothing here writes, and nothing here knows
QStash or the pipeline registry: what a read needs from them comes in as an argument."""
