"""manage.py create_operator_roles: the "Memory operator" and "Memory viewer" groups."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.core.management.base import CommandError, CommandParser
from django.db import transaction

from memoryflow.management.commands._common import BAD_INPUT, OpsCommand, emit_json

VIEWER = "Memory viewer"
OPERATOR = "Memory operator"

#: (app label, codename). Viewers look at everything the operators' pages show.
VIEW = [
    ("memoryflow", "view_topic"),
    ("memoryflow", "view_message"),
    ("memoryflow", "view_memory"),
    ("memoryflow", "view_personadocument"),
    ("memoryflow", "view_personahistory"),
    ("memoryflow", "view_asynctask"),
    ("memoryflow", "view_workflowrun"),
    ("memoryflow", "view_auditlog"),
    ("accounts", "view_user"),
    ("accounts", "view_usersettings"),
]
#: Operators also trigger and dry-run pipelines, cancel runs and tasks, purge memories.
OPERATE = [
    ("memoryflow", "trigger_pipeline"),
    ("memoryflow", "cancel_run"),
    ("memoryflow", "delete_memory"),
]
ROLES = {VIEWER: VIEW, OPERATOR: VIEW + OPERATE}
ROLE_NAMES = {"viewer": VIEWER, "operator": OPERATOR}

ROLE_EXIT_CODES = (
    "Exit codes: 0 done, 1 a permission is missing (run migrate first), "
    "4 bad input (unknown user, --user without --role)."
)


class Command(OpsCommand):
    help = (
        f"Create or update the groups '{OPERATOR}' (view everything; trigger and dry-run "
        "pipelines, cancel runs and tasks, purge memories) and "
        f"'{VIEWER}' (view everything, change nothing). Idempotent. With --user NAME --role "
        "operator|viewer, also put that user in that role's group, take them out of the other "
        "role's (their other groups stay) and make them staff (admin login). " + ROLE_EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--user", help="username to put into a role")
        parser.add_argument("--role", choices=sorted(ROLE_NAMES), help="the role for --user")
        parser.add_argument("--json", action="store_true", help="print one JSON object")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        if bool(options["user"]) != bool(options["role"]):
            raise CommandError("--user and --role go together", returncode=BAD_INPUT)
        report: dict[str, Any] = {}
        for name, wanted in ROLES.items():
            group, _ = Group.objects.get_or_create(name=name)
            perms = [self._perm(app, codename) for app, codename in wanted]
            group.permissions.set(perms)
            report[name] = sorted(f"{p.content_type.app_label}.{p.codename}" for p in perms)
        if options["user"]:
            user = get_user_model().objects.filter(username=options["user"]).first()
            if user is None:
                raise CommandError(f"no user {options['user']!r}", returncode=BAD_INPUT)
            # One role at a time: left in the operator group, a "demoted" viewer kept
            # every operator permission. Groups this command does not manage stay.
            role = ROLE_NAMES[options["role"]]
            user.groups.remove(*Group.objects.filter(name__in=set(ROLES) - {role}))
            user.groups.add(Group.objects.get(name=role))
            if not user.is_staff:
                user.is_staff = True
                user.save(update_fields=["is_staff"])
            report["user"] = {
                "username": user.username,
                "role": ROLE_NAMES[options["role"]],
                "stillHolds": self._beyond_role(user.pk, role),
            }
        if options["json"]:
            emit_json(self, report)
            return
        for name in ROLES:
            self.stdout.write(f"{name}: {', '.join(report[name])}")
        if "user" in report:
            self.stdout.write(
                self.style.SUCCESS(
                    f"{report['user']['username']} is now a {report['user']['role']} (staff)"
                )
            )
            if report["user"]["stillHolds"]:
                self.stdout.write(
                    self.style.WARNING(
                        f"{report['user']['username']} still holds "
                        f"{', '.join(report['user']['stillHolds'])} (superuser, a permission "
                        "given to the user directly, or another group)"
                    )
                )

    @staticmethod
    def _beyond_role(user_id: int, role: str) -> list[str]:
        """The operators' permissions the user holds that `role` does not give: a superuser,
        or a user given them directly or by another group, keeps them whatever the role."""
        user = get_user_model().objects.get(pk=user_id)  # has_perm caches permissions
        given = {f"{app}.{codename}" for app, codename in ROLES[role]}
        wanted = sorted(f"{app}.{codename}" for app, codename in OPERATE)
        return [perm for perm in wanted if perm not in given and user.has_perm(perm)]

    @staticmethod
    def _perm(app: str, codename: str) -> Permission:
        try:
            return Permission.objects.get(content_type__app_label=app, codename=codename)
        except Permission.DoesNotExist:
            raise CommandError(
                f"permission {app}.{codename} is missing: run `manage.py migrate` first"
            ) from None
