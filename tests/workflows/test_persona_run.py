"""The user's persona run through real QStash HTTP: a forced rewrite whose compose step is
delivered again after it committed."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from memoryflow.models import PersonaDocument, PersonaHistory
from memoryflow.workflows import persona
from tests.extractors.fake_llm import FakeLLM, completion
from tests.factories import make_user
from tests.memoryflow.services.test_persona import nurse

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def persona_llm(settings) -> Iterator[FakeLLM]:
    # A different persona every call, as an LLM never answers twice the same.
    server = FakeLLM()
    server.then(
        *(
            completion(
                {
                    "tagline": f"You, take {n}",
                    "persona_markdown": f"You work as a nurse ({n}).",
                    "change_summary": f"take {n}",
                    "reasoning": "from the memories",
                }
            )
            for n in range(10)
        )
    )
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
    )
    thread.start()
    settings.MEMORYFLOW_LLM_BASE_URL = server.base_url
    settings.MEMORYFLOW_LLM_MODEL = "persona-model"
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def test_a_forced_rewrite_delivered_twice_writes_one_version(pipelines, persona_llm) -> None:
    # An operator's "rewrite now" composes even from unchanged inputs, so the fingerprint
    # did not stop a retried compose step (its answer lost after the commit): it asked the
    # LLM again and wrote a second version in the same run.
    pipelines.restart_qstash(duplicate_deliveries=True)
    user = make_user()
    nurse(user)

    pipelines.run(lambda: persona.start_for_users(user_ids=[user.id]))

    assert len(persona_llm.requests) == 1
    assert PersonaHistory.objects.filter(persona__user=user).count() == 1
    assert PersonaDocument.objects.get(user=user).version == 1
