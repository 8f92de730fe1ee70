"""Token ids of QStash deliveries already accepted, kept until their token expires.

QStash signs every delivery attempt with a fresh JWT (its own `jti`), valid for minutes.
A captured request replayed inside that lifetime would pass the signature check; storing
each accepted `jti` (unique) until its `exp` lets the serve adapter refuse the second use.
`manage.py prune` deletes the expired rows.
"""

from __future__ import annotations

from django.db import models


class SeenDeliveryToken(models.Model):
    jti = models.CharField(max_length=128, unique=True)
    expires_at = models.DateTimeField(db_index=True)

    class Meta:
        db_table = "workflow_seen_tokens"

    def __str__(self) -> str:
        return self.jti
