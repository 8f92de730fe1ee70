"""Answers of odd shapes from a real OpenAI-compatible endpoint: each is asked again or
cleaned, never a crash that is neither transient nor permanent."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from memoryflow import layers as L
from memoryflow.errors import PermanentError
from memoryflow.extractors.base import (
    MAX_DETAILS,
    MAX_SUMMARY,
    MAX_TITLE,
    ChatMessage,
    ExistingMemory,
    LLMInvalidOutputError,
    LLMRequestError,
    LLMUnavailableError,
)
from memoryflow.extractors.llm import LLMExtractor
from memoryflow.extractors.llm_client import ChatCompletionsClient
from memoryflow.extractors.llm_config import LLMConfig
from memoryflow.extractors.llm_items import claim_from_answer, reconcile_llm_claims
from memoryflow.extractors.llm_persona import LLMPersonaComposer
from memoryflow.extractors.persona import PersonaInputs
from memoryflow.extractors.schema import MAX_ITEMS
from memoryflow.models import Memory
from memoryflow.services.extraction import extract_topic_cepa
from tests.extractors.fake_llm import FakeLLM, Reply, completion
from tests.extractors.test_llm import MESSAGES, config, identity_item, pref
from tests.extractors.test_llm_single import answer, claim
from tests.factories import make_message, make_topic, make_user


def choices(*entries: object) -> Reply:
    body = {"id": "cmpl-1", "object": "chat.completion", "choices": list(entries)}
    return Reply(body=json.dumps(body), headers={"Content-Type": "application/json"})


@pytest.mark.parametrize("message", [None, "I cannot help with that."])
def test_a_message_that_is_not_an_object_is_asked_again(
    llm_server: FakeLLM, message: object
) -> None:
    """Some gateways answer a filtered completion with `"message": null`."""
    filtered = choices({"index": 0, "finish_reason": "content_filter", "message": message})
    llm_server.then(filtered, completion(answer(preference=[pref()])))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert [i.title for i in found.items["preference"]] == ["Prefers short answers"]
    assert len(llm_server.requests) == 2
    llm_server.then(*[filtered] * 3)
    with pytest.raises(LLMInvalidOutputError, match="choices"):
        LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)


@pytest.mark.django_db
def test_lone_surrogates_in_an_answer_are_dropped(llm_server: FakeLLM) -> None:
    """A model that splits an emoji across tokens can send half of its surrogate pair
    ("\\ud83d" alone); no database can store that string, so the topic's write failed."""
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I prefer short answers.", created_at=topic.created_at)
    tea = {**pref(), "title": "Likes tea \ud83d", "tags": ["tea\udc4d"]}
    llm_server.then(completion(answer(preference=[tea])))
    extract_topic_cepa(
        user_id=user.id,
        topic_id=topic.id,
        layers=L.ALL_LAYERS,
        extractor=LLMExtractor(config(llm_server)),
    )
    [memory] = Memory.objects.filter(user=user, layer="preference")
    assert (memory.title, memory.tags) == ("Likes tea", ["tea"])


PERSONA = {"tagline": "Nurse", "change_summary": "Added the job.", "reasoning": "From identity."}
NOBODY = PersonaInputs("Ana", None, None)


def test_a_third_person_line_in_any_list_is_asked_again(llm_server: FakeLLM) -> None:
    """Numbered and "+" lists are markdown lists too: "1. Their …" is the third person."""
    numbered = {**PERSONA, "persona_markdown": "You are Ana.\n1. Their piano recital is Friday."}
    plus = {**PERSONA, "persona_markdown": "You are Ana.\n+ She works as a nurse."}
    fine = {**PERSONA, "persona_markdown": "You are Ana.\n1. You work as a nurse."}
    llm_server.then(completion(numbered), completion(plus), completion(fine))
    composed = LLMPersonaComposer(config(llm_server)).compose(NOBODY)
    assert composed.persona_markdown == "You are Ana.\n1. You work as a nurse.\n"
    assert len(llm_server.requests) == 3


def test_a_numbered_line_said_twice_is_kept_once(llm_server: FakeLLM) -> None:
    twice = "You are Ana.\n1. You work as a nurse.\n2. You like tea.\n3. You work as a nurse."
    llm_server.then(completion({**PERSONA, "persona_markdown": twice}))
    composed = LLMPersonaComposer(config(llm_server)).compose(NOBODY)
    assert composed.persona_markdown == "You are Ana.\n1. You work as a nurse.\n2. You like tea.\n"


@pytest.mark.parametrize("status", [301, 307, 308])
def test_a_redirect_is_a_permanent_request_error_not_the_models_output(
    llm_server: FakeLLM, status: int
) -> None:
    """An http:// base URL that the endpoint redirects to https:// is a setting to fix: it
    was read as the model's answer, asked three more times, and reported as invalid output."""
    moved = Reply(status, "", {"Location": "https://llm.example/v1/chat/completions"})
    llm_server.then(*[moved] * 4)
    with pytest.raises(LLMRequestError, match=f"HTTP {status}.*https://llm.example/v1"):
        LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert len(llm_server.requests) == 1


def test_an_answer_cut_at_max_tokens_fails_at_once_and_says_so(llm_server: FakeLLM) -> None:
    """The same request is cut at the same cap: asking again cost max_tokens three more
    times, and the error read "Unterminated string", not what to change."""
    text = json.dumps(answer(preference=[pref()]))[:-40]
    cut = choices({"index": 0, "finish_reason": "length", "message": {"content": text}})
    llm_server.then(*[cut] * 3)
    with pytest.raises(LLMInvalidOutputError, match="max_tokens"):
        LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert len(llm_server.requests) == 1


def test_a_whole_answer_that_reached_max_tokens_is_kept(llm_server: FakeLLM) -> None:
    whole = json.dumps(answer(preference=[pref()]))
    llm_server.then(choices({"index": 0, "finish_reason": "length", "message": {"content": whole}}))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert [i.title for i in found.items["preference"]] == ["Prefers short answers"]


def test_a_long_value_matches_the_stored_identity_it_was_tagged_on() -> None:
    """A stored identity keeps its claim's value as a tag clipped to 64 characters; a later
    claim of the same long value did not match it, so its retraction removed nothing."""
    degree = "master's degree in marine biology from the university of the algarve"
    told = claim_from_answer(
        claim("assert", "education", degree, "Holds a master's in marine biology"), ["m1"], ["m1"]
    )
    item = told["item"]
    stored = ExistingMemory(
        "5", "identity", item["title"], item["summary"], item["fields"], tags=tuple(item["tags"])
    )
    withdrawn = claim("retract", "education", degree, "Has a marine biology master's")
    edits = reconcile_llm_claims([claim_from_answer(withdrawn, ["m1"], ["m1"])], [stored])
    assert [(e.action, e.target_id) for e in edits] == [("remove", "5")]


@pytest.mark.parametrize("base_url", ["127.0.0.1:9/v1", "ftp://127.0.0.1:9/v1"])
def test_a_base_url_without_http_is_a_permanent_request_error(base_url: str) -> None:
    """No request can leave with such a URL: it was retried as an outage, the step's
    delivery retried again, and the topic failed as "unavailable", not as a setting to fix."""
    sleeps: list[float] = []
    client = ChatCompletionsClient(LLMConfig(base_url=base_url), sleep=sleeps.append)
    with pytest.raises(LLMRequestError, match="MEMORYFLOW_LLM_BASE_URL"):
        LLMExtractor(LLMConfig(base_url=base_url), client=client).extract_topic(
            messages=MESSAGES, layers=L.ALL_LAYERS
        )
    assert sleeps == []


def test_a_body_that_cannot_be_decoded_is_retried_as_a_transport_error(
    llm_server: FakeLLM,
) -> None:
    """A proxy that garbles the gzip of one answer: httpx's DecodingError escaped the client,
    neither transient nor permanent, where the next attempt answers."""
    garbled = Reply(200, "not gzip", {"Content-Encoding": "gzip"})
    llm_server.then(garbled, completion(answer(preference=[pref()])))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert [i.title for i in found.items["preference"]] == ["Prefers short answers"]
    llm_server.then(*[garbled] * 3)
    with pytest.raises(LLMUnavailableError, match="DecodingError"):
        LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)


def test_an_api_key_read_with_its_line_end_is_sent_without_it(llm_server: FakeLLM) -> None:
    """A key from a secrets file keeps its newline: no header could carry it, and every
    call failed as an outage (LocalProtocolError, retried, then "unavailable")."""
    settings = SimpleNamespace(
        MEMORYFLOW_LLM_BASE_URL=llm_server.base_url, MEMORYFLOW_LLM_API_KEY=" sk-test\n"
    )
    config_read = LLMConfig.from_settings(settings)
    assert config_read is not None
    llm_server.then(completion(answer(preference=[pref()])))
    found = LLMExtractor(config_read).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert [i.title for i in found.items["preference"]] == ["Prefers short answers"]
    assert llm_server.requests[0]["headers"]["Authorization"] == "Bearer sk-test"


@pytest.mark.parametrize("fence", ["```markdown", "```md", "```"])
def test_a_persona_wrapped_in_a_code_fence_is_kept_without_it(
    llm_server: FakeLLM, fence: str
) -> None:
    """Models asked for markdown often fence it; stored so, the persona was one code block."""
    fenced = f"{fence}\nYou are Ana.\n\n## Who you are\n- You work as a nurse.\n```\n"
    llm_server.then(completion({**PERSONA, "persona_markdown": fenced}))
    composed = LLMPersonaComposer(config(llm_server)).compose(NOBODY)
    assert composed.persona_markdown == "You are Ana.\n\n## Who you are\n- You work as a nurse.\n"


def test_a_persona_the_model_wrote_twice_is_kept_once(llm_server: FakeLLM) -> None:
    """Every repeated line went, but the repeated headings stayed, each over nothing."""
    once = "# Ana\n\n## Who you are\n- You work as a nurse.\n\n## Answers\n- You want them short."
    llm_server.then(completion({**PERSONA, "persona_markdown": f"{once}\n\n{once}\n"}))
    composed = LLMPersonaComposer(config(llm_server)).compose(NOBODY)
    assert composed.persona_markdown == once + "\n"


def test_labels_past_their_limits_are_clipped_not_the_whole_answer_refused(
    llm_server: FakeLLM,
) -> None:
    """The answer's schema cannot tell the model the limits of tags and labels, so asking
    again got the same answer: one item with a 13th tag failed the whole topic."""
    long_label = "response style for technical questions about databases and their indexes"
    labelled = {
        **pref(),
        "category": long_label,
        "type": long_label,
        "tags": [long_label, *[f"tag {i}" for i in range(13)]],
    }
    llm_server.then(completion(answer(preference=[labelled])))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    [item] = found.items["preference"]
    assert item.category == item.type == long_label[:64].strip() == item.tags[0]
    assert item.tags[1:] == tuple(f"tag {i}" for i in range(11))
    assert len(llm_server.requests) == 1


def test_ids_written_as_the_prompt_shows_them_in_brackets_are_read(llm_server: FakeLLM) -> None:
    """The prompt lists "- [7] Lives in Berlin": a model that answered "[7]" named an unknown
    id, was asked again with the same prompt, and the topic's identity failed for good."""
    berlin = ExistingMemory(
        "7", "identity", "Lives in Berlin", "The user lives in Berlin.", {"description": "x"}
    )
    lisbon = identity_item("Lives in Lisbon")
    update = {"action": "update", "target_id": " [7] ", "mode": "replace", "item": lisbon}
    llm_server.then(completion({"edits": [update]}))
    extractor = LLMExtractor(config(llm_server, extraction_mode="per-layer"))
    [edit] = extractor.reconcile_identity(
        claims=[{"source": "llm-identity-call"}], existing_identity=[berlin], messages=MESSAGES
    )
    assert (edit.action, edit.target_id, edit.mode) == ("update", "7", "replace")
    assert len(llm_server.requests) == 1


def test_source_ids_written_in_brackets_cite_their_message(llm_server: FakeLLM) -> None:
    """The transcript shows "[m1] … user: …": "[m3]" was an unknown id, dropped, and the
    item cited every user message instead of its own."""
    messages = [*MESSAGES, ChatMessage("m3", "user", "Use metric units.", MESSAGES[0].created_at)]
    cited = {**pref(), "source_message_ids": ["[m3]"]}
    llm_server.then(completion(answer(preference=[cited])))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=messages, layers=L.ALL_LAYERS)
    assert [i.source_message_ids for i in found.items["preference"]] == [("m3",)]


def test_a_long_tagline_is_cut_to_one_line_of_the_limit(llm_server: FakeLLM) -> None:
    """The schema cannot tell the model the tagline's 200 characters: a longer one was asked
    again, came back as long, and the persona failed, again at every hourly run."""
    words = "Nurse in Lisbon who runs half marathons and bakes sourdough on Sundays " * 4
    tagline = f"  {words.strip()}\n(and more)"
    fine = {**PERSONA, "persona_markdown": "You are Ana."}
    llm_server.then(completion({**fine, "tagline": tagline}))
    composed = LLMPersonaComposer(config(llm_server)).compose(NOBODY)
    assert len(composed.tagline) <= 200 and composed.tagline.endswith(" …")
    kept = composed.tagline.removesuffix(" …")
    assert words.startswith(kept + " ")  # cut between words, on one line
    assert len(llm_server.requests) == 1
    llm_server.then(completion({**fine, "tagline": "x" * 300}))  # no words to cut between
    assert LLMPersonaComposer(config(llm_server)).compose(NOBODY).tagline == "x" * 198 + " …"


def test_an_identity_added_again_under_its_own_title_is_not_added(llm_server: FakeLLM) -> None:
    """Models re-add a listed fact in other words (the prompt asks them not to): only an
    identical one was skipped, so the list grew a second "Lives in Berlin"; the single
    mode's claims already take the same title as known."""
    berlin = ExistingMemory(
        "7", "identity", "Lives in Berlin", "The user lives in Berlin.", {"description": "x"}
    )
    again = {**identity_item("Lives in Berlin"), "summary": "The user is based in Berlin."}
    dog = identity_item("Has a dog")
    dog_again = {**dog, "summary": "The user owns a dog."}
    adds = [
        {"action": "add", "target_id": None, "mode": None, "item": i}
        for i in (again, dog, dog_again)
    ]
    llm_server.then(completion({"edits": adds}))
    extractor = LLMExtractor(config(llm_server, extraction_mode="per-layer"))
    edits = extractor.reconcile_identity(
        claims=[{"source": "llm-identity-call"}], existing_identity=[berlin], messages=MESSAGES
    )
    assert [(e.action, e.item and e.item.title) for e in edits] == [("add", "Has a dog")]


def test_a_filtered_answer_says_it_was_filtered(llm_server: FakeLLM) -> None:
    """A content filter's answer has no content: the topic failed with "message content is
    not a string", which did not say that a filter, not the model's JSON, was the cause."""
    filtered = choices({"finish_reason": "content_filter", "message": {"content": None}})
    llm_server.then(*[filtered] * 3)
    with pytest.raises(LLMInvalidOutputError, match="content_filter"):
        LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)


def test_texts_past_their_limits_are_clipped_not_the_whole_topic_refused(
    llm_server: FakeLLM,
) -> None:
    """Nor can it tell the limits of the title (200), summary (1,000) and details (4,000):
    one long-winded item was asked for three times, every answer alike, and the topic was
    rejected with all its other memories."""
    words = "Prefers answers that explain each step of a database migration in order " * 5
    wordy = {**pref(), "title": words, "summary": words * 3, "details": words * 11}
    llm_server.then(completion(answer(preference=[wordy, pref("Likes tea")])))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    long, tea = found.items["preference"]
    assert len(llm_server.requests) == 1
    assert tea.title == "Likes tea"
    assert len(long.title) <= MAX_TITLE and words.startswith(long.title.removesuffix(" …"))
    assert long.title.endswith(" a database …")  # cut between words
    assert len(long.summary) <= MAX_SUMMARY and len(long.details) <= MAX_DETAILS


def test_more_items_than_the_schema_allows_keeps_the_first_not_the_topic_refused(
    llm_server: FakeLLM,
) -> None:
    """Not every endpoint holds the model to the schema's maxItems (20 a layer): an answer
    with 25 preferences was asked for twice more, came back alike, and the topic was
    rejected with every memory it had."""
    many = [pref(f"Prefers answer style number {i}") for i in range(25)]
    llm_server.then(completion(answer(preference=many)))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert [i.title for i in found.items["preference"]] == [p["title"] for p in many[:MAX_ITEMS]]
    assert len(llm_server.requests) == 1


def test_a_models_refusal_fails_at_once_and_says_so(llm_server: FakeLLM) -> None:
    """A structured-output model that declines a conversation says so in `refusal`, and
    says it again for the same request: it was asked twice more, each time paying for the
    whole transcript, before the topic failed as it would have at first."""
    refused = choices(
        {
            "index": 0,
            "finish_reason": "stop",
            "message": {"content": None, "refusal": "I'm sorry, I cannot assist with that."},
        }
    )
    llm_server.then(*[refused] * 3)
    with pytest.raises(LLMInvalidOutputError, match=r"refused.*cannot assist") as info:
        LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert isinstance(info.value, PermanentError)
    assert len(llm_server.requests) == 1
