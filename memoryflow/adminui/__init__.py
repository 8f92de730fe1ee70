"""The operators' admin, one module per area; `memoryflow/admin.py` registers them."""
