"""Jobs in the phrasing of chat, one class each:
- a line of work keeps where it is done ("I work in sales at a toyota dealership in houston"
  → "Works in sales at a toyota dealership in Houston"), also as the reply to "What's your
  role there?"; never a time ("at the moment") as the workplace;
- a role worn as a tag, "<job> life", sincere or wry ("sre life 🙃", "nurse life lol");
- "the" before a job with no workplace is a part in a scene, not an occupation ("I am the
  doctor", "I'm the designated driver"), while "I'm the office manager there" is read;
- "<job> here" is one's own job, not "the dentist here is great";
- a job said as a fragment with its hours ("full time freelance copywriter now"), and not
  swallowed by a job quit just before it ("i quit the barista job!!! …");
- a workplace in Portuguese, Spanish or French ("trabalho de dia num banco" → "Works at a
  bank")."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("turns", "words"),
    [
        (("I work in sales at a toyota dealership in houston",), ("works in sales", "dealership", "houston")),
        (("i work in marketing for a small brewery in leeds",), ("works in marketing", "brewery", "leeds")),
        (("I work in IT for Siemens in Munich",), ("works in it", "siemens", "munich")),
        ((("assistant", "What's your role there?"), "customer support at a bank in cork, 3 yrs"),
         ("works in customer support", "bank", "cork")),
    ],
)  # fmt: skip
def test_a_line_of_work_keeps_where(turns: tuple[str, ...], words: tuple[str, ...]) -> None:
    titles = identity_titles(*turns)
    assert has_all(titles, words), titles
    assert not any(t.lower() == f"{words[0]}" for t in titles), titles


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("i work in retail at the moment", "Works in retail"),
        ("i work in finance for 5 years now", "Works in finance"),
    ],
)
def test_a_time_is_no_workplace(text: str, title: str) -> None:
    assert title in identity_titles(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("oh great, on call on my birthday 🙃 sre life. anyway how do i write a runbook", ("sre",)),
        ("nurse life lol. 3 night shifts in a row", ("nurse",)),
        ("teacher life 😩 marking till midnight", ("teacher",)),
        ("paramedic life haha", ("paramedic",)),
    ],
)
def test_a_job_worn_as_a_tag_is_the_users(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    "text",
    [
        "ahh the good life",
        "city life is so loud",
        "my sister says nurse life is hard",
        "real life lol",
    ],
)
def test_no_job_tag(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith("Works") for t in titles), titles


@pytest.mark.parametrize(
    "text",
    [
        "lol I am the doctor 🙃 please drop that disclaimer line",
        "I'm the designated driver tonight",
        "im the cook in this house haha",
        "the dentist here is great",
        "my gp here said its fine",
    ],
)
def test_a_part_in_a_scene_is_no_job(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith("Works") for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("for context im the office manager there, I proofread everything", ("office manager",)),
        ("im the head chef at Dishoom", ("head chef", "dishoom")),
        ("night nurse here, quick question", ("night nurse",)),
    ],
)
def test_the_job_with_its_place_is_read(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "i quit the barista job!!! full time freelance copywriter now, terrifying",
            ("copywriter",),
        ),
        ("i left tesco. part time carer now", ("carer",)),
        ("part-time dental nurse now", ("dental nurse",)),
    ],
)
def test_a_job_fragment_with_its_hours(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("oi! sou DJ de casamento em belo horizonte, e tb trabalho de dia num banco 😅", ("bank",)),
        ("trabalho numa escola em Recife", ("school", "recife")),
        ("y también trabajo en un hospital", ("hospital",)),
        ("je travaille dans une banque à Lyon", ("bank", "lyon")),
    ],
)
def test_a_workplace_in_another_language(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)
