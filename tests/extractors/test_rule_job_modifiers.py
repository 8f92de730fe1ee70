"""A job's detail said beside it, a credential in capitals, and a relative's job with "an":
- a bare way of working after a job ("I'm a chartered accountant, freelance", "nurse,
  freelance these days") is how that job is done, one fact, not a second job "freelancer";
- "my son is an apprentice electrician" reads "an" whole (never "a n apprentice…"), for any
  relative and for "works as an …";
- a credential in capitals after "a"/"an" is its job ("I'm a CA" → chartered accountant, "an
  SLP", "an OT"); in lower case ("im a ca") it is left;
- a bare job said again in a later message ("been plumbing 20 years" after "a self-employed
  plumber in wiltshire") is the job told already, not a second fact."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("I'm a chartered accountant, freelance", "Works as a freelance chartered accountant"),
        ("nurse, freelance these days", "Works as a freelance nurse"),
        ("im a copywriter, freelance. mostly b2b stuff", "Works as a freelance copywriter"),
    ],
)
def test_a_way_of_working_joins_the_job(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles
    assert "Works as a freelancer" not in titles, titles


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("my son is an apprentice electrician", "Son is an apprentice electrician"),
        ("my daughter is an engineer at siemens", "Daughter is an engineer at siemens"),
        ("my husband works as an architect", "Husband is an architect"),
        ("my sister is a nurse", "Sister is a nurse"),
    ],
)
def test_a_relatives_job_keeps_its_article(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles
    assert not any(" a n " in t for t in titles), titles


@pytest.mark.parametrize(
    "text",
    [
        "should i go freelance?",
        "my brother is freelance and my sister is an accountant",
    ],
)
def test_no_freelance_job_of_the_user(text: str) -> None:
    assert "Works as a freelancer" not in identity_titles(text)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("I'm a CA, freelance. clients mostly small shops", "Works as a freelance chartered accountant"),
        ("I'm a CPA in ohio", "Works as a certified public accountant in Ohio"),
        ("im an SLP in a primary school", "Works as a speech-language pathologist in a primary school"),
        ("i'm an OT at the royal infirmary", "Works as an occupational therapist at the royal infirmary"),
    ],
)  # fmt: skip
def test_a_credential_in_capitals_is_the_job(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles


@pytest.mark.parametrize("text", ["im a ca", "got a CA license question", "is a NP hard problem"])
def test_initials_in_lower_case_or_without_a_job_frame_stay(text: str) -> None:
    titles = identity_titles(text)
    assert not any("accountant" in t or "practitioner" in t for t in titles), titles


@pytest.mark.parametrize(
    ("turns", "kept", "dropped"),
    [
        (("im a self-employed plumber in wiltshire", "been plumbing 20 years, based in swindon"),
         "Works as a self-employed plumber in Wiltshire", "Works as a plumber"),
        (("I'm a nurse at st james in leeds", "im a nurse so shifts are rough"),
         "Works as a nurse at st james in Leeds", "Works as a nurse"),
    ],
)  # fmt: skip
def test_a_job_said_again_with_less_is_one_fact(
    turns: tuple[str, ...], kept: str, dropped: str
) -> None:
    titles = identity_titles(*turns)
    assert kept in titles, titles
    assert dropped not in titles, titles


def test_a_past_job_then_the_same_job_now_are_both_kept() -> None:
    titles = identity_titles("i was a nurse for 10 years", "im a nurse again now")
    assert any(t.startswith("Works as a nurse") for t in titles), titles
