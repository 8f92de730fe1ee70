"""Services: every write memoryflow makes. Keyword-only, typed, atomic.

Views, admin actions, commands and workflow steps parse their input and call one service.
"""
