"""The application layer: what operators (admin, ops API, manage.py) and users ask for.

Each module is one kind of request: `extraction` (extract memories for users, a user's own
request), `tasks` (cancel, retry), `persona`, `hourly` (run or dry-run the hourly job, its
schedule, its outcome), `runs` (cancel a run), `run_logs` (QStash's run logs for people),
`memories` (purge), `dlq` (dead letters). Every function that changes state writes one
audit row (`audit`) saying who did it, from where, and with what result. Views, admin
actions and commands parse their input and call one of these; none of them publish to
QStash or write the audit themselves.

This layer sits above the pipelines (`memoryflow.workflows`) and below the interfaces that
call it (`api`, `adminui`, `management`); see docs/architecture.md#the-layers.
"""
