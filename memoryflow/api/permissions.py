"""Ops API access: staff accounts holding the named Django permission."""

from __future__ import annotations

from typing import Any

from rest_framework.permissions import BasePermission


class StaffWith(BasePermission):
    """`permission_classes = [StaffWith]` plus `required_perms = {"GET": …, "POST": …}` on the view."""

    message = "Staff with the permission for this operation only."

    def has_permission(self, request: Any, view: Any) -> bool:
        user = request.user
        if not (user and user.is_authenticated and user.is_staff):
            return False
        perms = getattr(view, "required_perms", {})
        # HEAD and OPTIONS read like GET; a method the view does not name is refused.
        perm = perms.get("GET" if request.method in ("HEAD", "OPTIONS") else request.method)
        if perm is None:
            return False
        self.message = f"Staff with the {perm} permission only."
        return user.has_perm(perm)
