"""Where the user lives or is from, read by the form of the clause in any capitalisation and
in the languages mixed into chat (`rules/home_forms.py`): fresh phrasings, and look-alikes
that must give no home (states, other people, questions, hypotheticals, quoted text)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles

HOMES = [
    ("ok thanks. im in halifax if that matters for the tax stuff", "Lives in Halifax"),
    ("the rates look fine but im in brno so no idea", "Lives in Brno"),
    ("we sell mostly to the states, im in the uk", "Lives in UK"),
    ("i freelance for a studio in oslo but im in tartu", "Lives in Tartu"),
    ("nope, still in wellington. visa is taking forever", "Lives in Wellington"),
    ("i quit the old place, been in ghent since january", "Lives in Ghent"),
    ("remote only pls, im not leaving trondheim", "Lives in Trondheim"),
    ("pune mein rehti hoon, office bhi wahi hai", "Lives in Pune"),
    ("yaar main indore se hoon, abhi kaam dhoond raha hoon", "Is from Indore"),
    ("nakatira ako sa pasig, mostly small clients", "Lives in Pasig"),
    ("oi, ah e moro em porto alegre desde 2019", "Lives in Porto Alegre"),
    ("sou fotógrafa de casamento em curitiba", "Lives in Curitiba"),
    ("ana mohandes fi alexandria", "Lives in Alexandria"),
    ("ben bursal\u0131y\u0131m, yaz\u0131l\u0131m yap\u0131yorum", "Is from Bursa"),
    ("ankara'da yaz\u0131l\u0131m yap\u0131yorum", "Lives in Ankara"),
    ("greetings from kumasi", "Lives in Kumasi"),
    ("recording everything from my bedroom in accra", "Lives in Accra"),
    ("i commute by tram in zagreb", "Lives in Zagreb"),
    ("we're renting in smithfield if that helps with the lease question", "Lives in Smithfield"),
    ("been freelancing for years, currently in kota kinabalu", "Lives in Kota Kinabalu"),
    ("first winter in winnipeg and my car wont start", "Lives in Winnipeg"),
    ("back in cork after six years in dubai", "Lives in Cork"),
    ("semester done, flew home to brisbane on tuesday", "Lives in Brisbane"),
]

NO_HOME = [
    "my kuya is a driver dito sa jeddah",
    "im in love with this chord progression",
    "im in pain most mornings",
    "still in bed lol",
    "been in hospital since monday",
    "im not leaving him, we just need help",
    "im in sales",
    "im in year 10",
    "im in the zone today",
    "were in the car",
    "im in shock",
    "still in school",
    "im in recovery",
    "im in tears",
    "my sister is still in leeds",
    "if i was in lisbon id surf every day",
    "are you in london?",
    "would it matter if im in london",
    "'im in boston if that matters' is what he wrote",
    "ben evliyim",
    "ben heyecanl\u0131y\u0131m",
    "greetings from the team",
    "i commute by train in the morning",
    "my room in the dorm is tiny",
    "main bahut thak gaya hoon",
    "mein kal se hun yahan",
    "currently in beta, launching soon",
    "currently in talks with a publisher",
    "back in bed after the school run",
    "back in action after the injury",
    "went home to sleep",
    "flew home to see my family last week",
    "first year in college is hard",
]


def _homes(titles: list[str]) -> list[str]:
    return [t for t in titles if t.startswith(("Lives", "Is from"))]


@pytest.mark.parametrize(("text", "title"), HOMES)
def test_the_form_of_the_clause_names_the_home(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles


def test_a_job_said_here_keeps_its_town_once() -> None:
    # "<job> ako dito sa <town>": the job's row (`rules/work_chat.py`) keeps the town, and the
    # home form does not say it a second time.
    titles = identity_titles("accountant ako dito sa pasig, mostly small clients")
    assert titles == ["Works as an accountant in Pasig"]


@pytest.mark.parametrize("text", NO_HOME)
def test_a_look_alike_names_no_home(text: str) -> None:
    assert not _homes(identity_titles(text))


# A reply to a where-do-you-live question, cut so the place is answered alone
# (`rules/where_answers.py`), and where the user sets out from (`rules/conversation.py`).
WHERE_ANSWERS = [
    (("Where are you based?", "tampere pero trabajo remoto"), "Lives in Tampere"),
    (("Where do you live?", "scotland. dundee"), "Lives in Dundee"),
    (("Which city are you in?", "dundee, scotland"), "Lives in Dundee"),
    (("Where do you ship from?", "bergen. and no returns"), "Lives in Bergen"),
    (("Where will you be travelling from?", "york"), "Lives in York"),
    # the place guessed in a yes/no question, the "yes" read past
    (("Is the salon in the US?", "yes houston, bellaire area"), "Lives in Houston"),
    (("Are you in Canada?", "yep, calgary"), "Lives in Calgary"),
    (("Is the farm in Ireland?", "yeah county clare"), "Lives in County Clare"),
]

NOT_A_WHERE_ANSWER = [
    ("Where are you based?", "not telling but thanks"),
    ("Where are you based?", "idk. why?"),
    ("What's your budget?", "tampere pero no se"),
    ("Where is the venue?", "scotland. dundee"),
    ("Are you in Canada?", "yes"),
    ("Are you in Canada?", "no, mexico"),
    ("Are you in pain?", "yes, my back"),
    ("Are you in school?", "yes, year 11"),
    ("Are you in a hurry?", "yes lol"),
    # "from …" answering where a thing comes from, not the user
    ("Did the values come from a CSV file?", "yes from csv"),
    ("Where did this dataset come from?", "from kaggle"),
]


@pytest.mark.parametrize(("turns", "title"), WHERE_ANSWERS)
def test_a_where_answer_names_the_place_alone(turns: tuple[str, str], title: str) -> None:
    question, reply = turns
    titles = identity_titles(("assistant", question), reply)
    assert title in titles, titles


@pytest.mark.parametrize(("question", "reply"), NOT_A_WHERE_ANSWER)
def test_a_reply_that_names_no_home(question: str, reply: str) -> None:
    assert not _homes(identity_titles(("assistant", question), reply))


def test_a_place_in_passing_does_not_replace_the_stated_home() -> None:
    # `rules/home_ranks.py`: the home named outright stays; the workshop's town is no home
    titles = identity_titles(
        "moro em Sapporo há dez anos. I'm apprenticed to an old carpenter in Otaru"
    )
    assert "Lives in Sapporo" in titles, titles
    assert "Lives in Otaru" not in titles, titles


def test_a_place_in_passing_alone_is_still_read() -> None:
    titles = identity_titles("I'm apprenticed to an old carpenter in Otaru")
    assert "Lives in Otaru" in titles, titles
