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


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "ok pause. for real tho im an EMT trainee and my interview is on the 3rd",
            ("emt trainee",),
        ),
        ("rotterdam, trainee at the port authority", ("trainee", "port authority")),
        ("im a management trainee at Unilever", ("management trainee", "unilever")),
    ],
)
def test_a_trainee_is_in_work(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


def test_a_relatives_job_is_the_longest_phrase() -> None:
    assert has_all(identity_titles("my son is a trainee electrician"), ("trainee electrician",))


@pytest.mark.parametrize(
    ("text", "fuller"),
    [
        ("I retired from teaching mathematics at a high school last March", "retired teacher"),
        ("I retired from nursing in 2019, 40 years on the wards", "retired nurse"),
    ],
)
def test_a_bare_retirement_beside_a_fuller_one_is_left_out(text: str, fuller: str) -> None:
    titles = identity_titles(text)
    assert has_all(titles, (fuller,)), titles
    assert "Is retired" not in titles, titles


def test_a_plain_retirement_stays() -> None:
    assert "Is retired" in identity_titles("I'm retired, so I have time")


def test_a_fact_said_again_with_more_cites_both_messages() -> None:
    from tests.extractors.test_rule_reading import items

    found = items(
        "on call on my birthday 🙃 sre life",
        ("assistant", "Want a template?"),
        "yes. im the only sre at a 30 person startup",
    )
    sre = [i for i in found if i.layer == "identity" and "SRE" in i.title]
    assert len(sre) == 1, [i.title for i in found]
    assert "startup" in sre[0].title
    assert set(sre[0].source_message_ids) == {"m0", "m2"}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("yaar finally moved to the US last month, new job at a fintech in jersey city", ("fintech", "jersey city")),
        ("new job at Monzo from monday!!", ("works at monzo",)),
        ("im moving to amsterdam in august for a devops job at adyen", ("devops job", "adyen")),
        ("we're relocating to Oslo for a nursing job at the university hospital", ("nursing job", "university hospital")),
    ],
)  # fmt: skip
def test_a_new_job_by_its_employer(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    "text",
    [
        "new job at the moment is tough",
        "my husband is moving to leeds for a job at the hospital",
        "I've got an interview for a barista job at a coffee roastery on Friday",
        "renting a chair for the party",
    ],
)
def test_no_new_job_of_ones_own(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith(("Works at", "Has a new", "Rents")) for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "ok big news i left ink haven!! renting a chair at a private studio now",
            ("rents a chair", "studio"),
        ),
        ("i rent a booth at a salon in Leeds", ("booth", "salon", "leeds")),
    ],
)
def test_a_chair_rented_is_a_workplace(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I am the headmistress of a girls' secondary school, and I retire in July", ("headmistress", "secondary school")),
        ("I'm the owner of a small bakery in Ghent", ("owns a small bakery", "ghent")),
        ("im the manager of a little hotel in Split", ("manager", "hotel", "split")),
    ],
)  # fmt: skip
def test_the_post_of_a_place(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize("text", ["I'm the mother of two boys", "im the life of the party lol"])
def test_no_post_of_a_place(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith(("Works", "Owns")) for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("reality = im a junior QA at a mobile game studio in montreal", ("junior qa", "montreal")),
        ("real me: im a nurse in leeds", ("nurse", "leeds")),
        ("irl im a paralegal", ("paralegal",)),
    ],
)
def test_back_from_a_role_play_to_oneself(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


def test_reality_as_a_word_is_no_lead_in() -> None:
    assert not identity_titles("reality tv is trash")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i coach my son's under 10s football team on saturdays", ("coaches", "under 10s football team")),
        ("I coach my daughter's under 12 netball team", ("coaches", "netball team")),
    ],
)  # fmt: skip
def test_a_relatives_team_coached(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ok and i volunteer as treasurer for my kids school association", ("volunteers as treasurer", "school association")),
        ("I volunteer as a driver with the Red Cross", ("volunteers as a driver", "red cross")),
    ],
)  # fmt: skip
def test_a_post_volunteered(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("hej, mam firmę sprzątającą w dublinie, my cleaning company, 4 employees now", ("runs a cleaning company",)),
        ("my landscaping business in Cork is growing", ("landscaping business", "cork")),
        ("my roofing firm has 3 vans now", ("roofing firm",)),
    ],
)  # fmt: skip
def test_a_company_named_by_its_trade_is_ones_own(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize("text", ["my company pays for the gym", "my tech company has layoffs"])
def test_a_bare_company_may_be_the_employer(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith("Runs") for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i teach myself web dev at night after my warehouse shifts", ("shifts", "warehouse")),
        ("i study between my bar shifts", ("shifts", "bar")),
        ("i do my coursework around my supermarket job", ("supermarket job",)),
    ],
)
def test_shifts_at_a_workplace_said_in_passing(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    "text",
    [
        "my brother naps after his warehouse shifts",
        "i go to the gym after my old cafe job",
        "what should i eat before my hospital shifts?",
    ],
)
def test_no_shifts_of_ones_own(text: str) -> None:
    titles = identity_titles(text)
    assert not any("shifts at" in t or t.endswith(" job") for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("please no more 'consult your pediatrician' disclaimers, i know, i am pediatric nurse myself 🙄", ("pediatric nurse",)),
        ("yeah yeah see a doctor, im a doctor myself 🙄", ("doctor",)),
    ],
)  # fmt: skip
def test_credentials_given_against_advice_stand_under_a_wry_emoji(
    text: str, words: tuple[str, ...]
) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    "text", ["im not a fan myself 🙄", "im so tired myself 🙃", "im a doctor now 🙄"]
)
def test_no_credentials(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith("Works") for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("salam 👋 ana flutter developer fi cairo, quick q", ("flutter developer", "cairo")),
        ("ana doctor fi amman", ("doctor", "amman")),
    ],
)
def test_arabic_ana_before_a_job(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    "text", ["ana and i went to the market", "Ana is my sister, she is a nurse"]
)
def test_ana_the_name(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith("Works") for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("masters in education, doing it part time while teaching full time", ("teacher", "full time")),
        ("im studying at night while nursing full time", ("nurse", "full time")),
        ("doing an OU degree while also tutoring part-time", ("tutor", "part time")),
    ],
)  # fmt: skip
def test_work_beside_something_else_with_its_hours(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    "text",
    [
        "my wife studies while nursing part time",
        "while teaching my son to ride a bike full time lol",
    ],
)
def test_no_work_of_ones_own_beside(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith("Works") for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("been applying to jobs in amsterdam for 4 months as a brazilian frontend dev", ("frontend dev",)),
        ("im looking for work as a welder in Perth", ("welder",)),
        ("i've been interviewing for roles as a product designer, no luck yet", ("product designer",)),
    ],
)  # fmt: skip
def test_a_job_hunt_in_ones_trade(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


@pytest.mark.parametrize(
    "text",
    [
        "should i start applying for jobs as a data analyst?",
        "my sister is applying for jobs as a nurse",
        "thinking of looking for work as a pilot one day",
    ],
)
def test_no_trade_from_a_hunt_wondered_about(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith("Works") for t in titles), titles
