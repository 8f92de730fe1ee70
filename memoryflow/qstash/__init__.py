"""QStash as infrastructure: starting runs with ids memoryflow chose (`run_start.py`), what a
call to QStash can fail with (`errors.py`), and the one adapter that knows the SDKs' and
httpx's internals (`sdk.py`)."""
