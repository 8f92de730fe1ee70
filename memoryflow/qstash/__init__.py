"""QStash as infrastructure: what a call to it can fail with, and the one adapter that knows
the SDKs' and httpx's internals (`sdk.py`)."""
