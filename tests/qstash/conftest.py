"""The operators and the QStash-down default of tests/admin."""

from tests.admin.conftest import operator as operator  # re-exported fixture
from tests.admin.conftest import qstash_down as qstash_down  # re-exported fixture
