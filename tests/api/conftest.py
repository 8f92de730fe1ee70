"""The operators, the QStash-down default and the real QStash harness of tests/admin."""

from tests.admin.conftest import (  # noqa: F401  (fixtures, re-exported)
    bare_staff,
    operator,
    pipelines,
    qstash_down,
    viewer,
)
