"""Ops API access: staff accounts holding the named Django permission."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rest_framework.permissions import BasePermission
from rest_framework.request import Request
from rest_framework.views import APIView

if TYPE_CHECKING:
    from django.contrib.auth.models import AnonymousUser

    from accounts.models import User


class StaffWith(BasePermission):
    """`permission_classes = [StaffWith]` plus `required_perms = {"GET": …, "POST": …}` on the view."""

    message = "Staff with the permission for this operation only."

    def has_permission(self, request: Request, view: APIView) -> bool:
        # None with DRF's UNAUTHENTICATED_USER = None, which the stubs leave out.
        user: User | AnonymousUser | None = request.user
        if not (user and user.is_authenticated and user.is_staff):
            return False
        perms = getattr(view, "required_perms", {})
        # HEAD and OPTIONS read like GET; a method the view does not name is refused.
        method = request.method or ""
        perm = perms.get("GET" if method in ("HEAD", "OPTIONS") else method)
        if perm is None:
            # A method the view has no handler for is DRF's 405, not a missing permission.
            return not hasattr(view, method.lower())
        self.message = f"Staff with the {perm} permission only."
        return user.has_perm(perm)
