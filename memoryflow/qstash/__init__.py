"""QStash as infrastructure, below everything else of memoryflow (it imports none of it):
the clients and their retries (`client.py`), starting runs with ids memoryflow chose
(`run_start.py`), the run logs and cancelling (`logs.py`), schedules (`schedules.py`), the
dead letter queue (`dlq.py`), what a call to QStash can fail with (`errors.py`), and the
one adapter that knows the SDKs' and httpx's internals (`sdk.py`)."""
