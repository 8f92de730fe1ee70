"""A home said beside the point of the sentence: pointed at from the next clause ("from
poznan, thats home", `rules/home_deixis.py`), one's own home inside a clause about something
else ("alone in our dorm in Hanoi"), land bought after a home sold, "and weve been in porto
since 2022", a move under way from the home it leaves ("moving from leeds to bristol"), and
a place read in passing that does not replace a home stated earlier."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles

HOMES = [
    # a clause pointing at the place the clause before it closes on
    ("no, polish company from poznan, thats home", "Lives in Poznan"),
    ("somewhere in arizona, thats where we are", "Lives in Arizona"),
    ("a tiny village near Kendal, that's home now", "Lives in Kendal"),
    ("dundee, which is where i live", "Lives in Dundee"),
    ("Leeds, which is where I grew up", "Is from Leeds"),
    ("a farm outside Ames, thats where i was born", "Is from Ames"),
    # the place in brackets after what it is to the user
    ("danke! where im from (poland) were way less formal lol", "Is from Poland"),
    ("where I'm from (Ghana) we eat it with fufu", "Is from Ghana"),
    ("back home (kerala) we'd use coconut oil", "Is from Kerala"),
    ("where we live (tromsø) it's dark till 10", "Lives in Tromsø"),
    # one's own home inside a clause about something else
    ("so i will be alone in our dorm in Hanoi", "Lives in Hanoi"),
    ("writing this from my flat in Leith", "Lives in Leith"),
    ("the wifi at our apartment in Lagos is awful", "Lives in Lagos"),
    # land or a home bought, after a home sold
    ("sold the place in Pueblo and bought 40 acres outside Missoula", "Lives outside Missoula"),
    ("we bought a plot near Ennis", "Lives near Ennis"),
    ("finally bought a little house in Tralee", "Lives in Tralee"),
    # "been in <town> since …" after "and", with its own subject
    ("my husband is from here and weve been in porto since 2022", "Lives in Porto"),
    ("my wife is dutch and ive been living in utrecht since 2015", "Lives in Utrecht"),
    # a move under way or planned: home is the town left, until the move is done
    ("we're moving house from leeds to bristol in may", "Lives in Leeds"),
    ("we're moving from Leeds to Bristol in may", "Lives in Leeds"),
    ("im relocating from Toronto to Vancouver next month", "Lives in Toronto"),
    ("we're gonna move from Austin to Denver after the baby", "Lives in Austin"),
    # the move said in one clause, its route in another (`rules/home_leaving.py`)
    ("what paperwork do i need to fly my dog from mexico city to madrid? we're moving in october", "Lives in Mexico City"),
    ("how much to ship a sofa from Leeds to Bristol? we're moving next month", "Lives in Leeds"),
    ("best way to get 3 cats from halifax to calgary? were moving in the spring", "Lives in Halifax"),
]  # fmt: skip

NOT_THESE = [
    ("is it far from poznan, thats home?", "Lives in Poznan"),
    ("where im from (poland)?", "Is from Poland"),
    ("i got stuck at work, thats home for now lol", "Lives in Work"),
    ("honestly tho, thats home", "Lives in Honestly Tho"),
    ("honestly, thats home", "Lives in Honestly"),
    ("my sister lives in Leeds, thats where she works", "Lives in Leeds"),
    ("we stayed in Rome. that's where we met", "Lives in Rome"),
    ("heading to our cabin in Maine for the weekend", "Lives in Maine"),
    ("we rent out our flat in Spain", "Lives in Spain"),
    ("my mum is alone in our house in Cork", "Lives in Cork"),
    ("my brother bought a house in Leeds", "Lives in Leeds"),
    ("my sister moved and shes been in porto since 2022", "Lives in Porto"),
    ("the kids love it and we have been in hospital since monday", "Lives in Hospital"),
    ("moving from sales to product next year", "Lives in Sales"),
    ("moving from nights to days soon", "Lives in Nights"),
    # a bare "moving from" with the words in lower case may be any change, not a town
    ("we're moving from pandas to polars this quarter", "Lives in Pandas"),
    ("my sister is moving from Leeds to York", "Lives in Leeds"),
    ("if we're moving from Oslo to Bergen, what about school?", "Lives in Oslo"),
    ("my sister flew from Oslo to Rome. we're moving in june", "Lives in Oslo"),
    ("can you translate from spanish to english? im moving in may", "Lives in Spanish"),
    ("convert from python to rust pls, we're moving soon", "Lives in Python"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "title"), HOMES)
def test_the_home_is_read(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles


@pytest.mark.parametrize(("text", "title"), NOT_THESE)
def test_no_such_home(text: str, title: str) -> None:
    assert title not in identity_titles(text)


def test_a_place_in_passing_keeps_the_home_stated_before() -> None:
    titles = identity_titles(
        "sono di Bari, but I've been in Leeds for six years now",
        "lavoro come chef in a small trattoria in Headingley",
    )
    assert "Lives in Leeds" in titles
    assert "Lives in Headingley" not in titles


def test_a_home_stated_later_still_replaces_the_first() -> None:
    titles = identity_titles("I live in Leeds", "update: we moved to York last month")
    assert "Lives in York" in titles
