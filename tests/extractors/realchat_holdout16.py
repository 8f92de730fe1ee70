"""Held-out evaluation set 16, in the styles people really chat.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of many
   occupations, ages, countries and continents, with their hobbies, health, pets, families,
   languages and events, chosen from what people tell a chat assistant, not from what the
   patterns could match. The theme of this set is plans, events and projects, answer-style
   preferences, lessons learned from mishaps, retractions of existing memories, role-play,
   sarcasm, code and forwarded text, with a mix of everything else.
2. For each situation, the user's turns as a person would type them: long paragraphs with
   several facts and a question, fragments answering the assistant, lowercase without
   apostrophes, typos, emoji and filler, sarcasm, wishes and hypotheticals, role-play and
   story requests, quoted, forwarded and to-be-translated text, code snippets, short
   non-English fragments, facts about other people, small talk, and retractions.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?", without reading the extractor, its documentation or any other
   labelled set, and without running the extractor on this file. Roughly a third of the
   user turns state nothing durable about the user and carry no label.
4. The file was committed as written; it is never edited to fit the patterns. A label that
   the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words: it matches an identity
edit that removes that memory or replaces it (update with mode "replace"). Counted in the
identity layer.

Each conversation may start with existing identity memories (id, title, identity_type), as
stored by earlier runs. Messages are dated from Wednesday 2024-05-15 09:00 UTC, one minute apart.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a pharmacist in Ghana planning her first trip to Europe for a conference, reading on her phone",
    "a former barista who quit the cafe and starts at a bike repair shop (existing memory)",
    "a tenant in Leeds asking for a role-play with a landlord before the tenancy ends",
    "a sarcastic London commuter in insurance who hates disclaimers",
    "a lone backend developer pasting Python while the team migrates a monolith",
    "a Kenyan accountant asking to proofread a leave request email, British spelling",
    "a weekend sourdough baker who learned about chlorinated water the hard way",
    "a buyer scammed on a marketplace who learned to use official resale",
    "an Irish best man with celiac disease before his brother's wedding",
    "a Brazilian maths teacher learning Japanese for a trip to Osaka, mixing Portuguese",
    "a long-time vegetarian eating meat again for low iron, living in Germany (existing memory)",
    "a grieving owner whose old dog died on Sunday (existing memory)",
    "a couple who moved from Austin to Boise (existing memory)",
    "a fantasy story request where the user plays a dragon rider",
    "a Glasgow bus driver daydreaming about the lottery before switching to night shifts",
    "a parent whose seven-year-old son has his first piano recital",
    "a user tired of compliments, wanting Celsius and Spanish answers",
    "a laid-off data analyst job hunting with an interview on Thursday and a mock interview",
    "a couple retiling their bathroom, the husband a plumber, a lesson from last year's kitchen",
    "a powerlifter cutting weight for a meet on the 8th",
    "a respiratory therapist in Newfoundland writing a mystery novel before dawn shifts",
    "a CPA candidate who failed a section once and changed strategy",
    "a student translating a message to a German host family before an exchange semester",
    "pure small talk and trivia with nothing to keep",
    "an unemployed young adult talking about a friend and a roommate",
    "a breakup that changes a birthday trip to Prague (existing memory)",
    "a wedding photographer debugging a bash backup script after losing a shoot once",
    "a 72-year-old retired postman and widower entering marrows in the village show",
    "a Hindi-English speaker cooking for a Jain grandmother visiting from Jaipur",
    "a self-taught welder in Perth who wants diagrams and simple explanations",
    "a rugby player recovering from ACL surgery who gives up rugby for good (existing memory)",
    "a Montreal husband planning a surprise for the tenth wedding anniversary",
    "a user with panic disorder reacting sarcastically to bad advice",
    "an HR worker asking what a forwarded group-chat message means",
    "a terse user setting a word limit and banning emoji, answering where they live",
)


HOLDOUT16: list[Conversation] = [
    Conversation(
        situation=SITUATIONS[0],
        turns=[
            (
                U,
                "hi! quick one. im a pharmacist in kumasi, been doing it about 6 years, and in "
                "august im flying to lisbon for a conference (my first time in europe!!). what "
                "is the weather like there in august",
                [("identity", "pharmacist"), ("identity", "kumasi"), ("activity", "lisbon")],
            ),
            (
                A,
                "Lisbon in August is usually hot and dry, around 28°C in the afternoon with cool "
                "evenings by the river. Would you like some packing tips?",
                [],
            ),
            (
                U,
                "yes pls but keep it short, bullet points. i always read these on my phone",
                [("preference", "bullet")],
            ),
            (U, "perfect thank u 🙏🏾", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[1],
        existing=[("m1", "Works as a barista at a cafe", "professional")],
        turns=[
            (
                U,
                "update: i finally quit the cafe last friday!!! no more 5am oat milk lattes. "
                "starting at a bike repair shop on monday, im so hyped",
                [("retract", "barista"), ("identity", "bike")],
            ),
            (U, "any tips for not getting chain grease on literally everything lol", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[2],
        turns=[
            (
                U,
                "can we do a role play? you're my landlord Mr Pike and I'm Maria, a 30 year old "
                "dentist who wants her full deposit back. be stubborn and a bit rude",
                [],
            ),
            (
                A,
                "Sure. *crosses arms* Miss Maria, I had a look at the flat and frankly that carpet "
                "is going to cost me.",
                [],
            ),
            (
                U,
                "ok pause - real context: i'm not a dentist lol but i do rent a flat in leeds and "
                "my tenancy ends on june 30, and my real landlord is exactly this dodgy. so i want "
                "to practise",
                [("identity", "leeds"), ("activity", "tenancy")],
            ),
            (
                U,
                "Maria: 'Mr Pike, the carpet was already stained when I moved in, I have photos "
                "dated from the first day.'",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[3],
        turns=[
            (
                U,
                "oh i just LOVE it when my train gets cancelled for the third time this week. "
                "living the dream. anyway i commute reading to london every day, i work in "
                "insurance (claims, dont ask)",
                [("identity", "insurance")],
            ),
            (
                U,
                "how do i claim compensation for delays on gwr",
                [],
            ),
            (
                A,
                "Please note I'm not a legal expert and rules may change. You can usually claim "
                "Delay Repay through the operator's website...",
                [],
            ),
            (
                U,
                "wow, another super helpful answer with a disclaimer stapled to the front. can "
                "you just drop the disclaimers with me, forever, thanks",
                [("preference", "disclaimer")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[4],
        turns=[
            (
                U,
                "why does this give me a KeyError\n\n"
                "```python\n"
                "def load(cfg):\n"
                "    # TODO ask sarah about her wedding date before the release\n"
                "    return cfg['db']['host']\n"
                "\n"
                "load({'database': {'host': 'localhost'}})\n"
                "```",
                [],
            ),
            (
                A,
                "The dictionary key is 'database', but the function reads 'db'. Either rename the "
                "key or use cfg.get('db', cfg.get('database')).",
                [],
            ),
            (
                U,
                "ugh ofc. context: we're migrating our python monolith to go at work and im the "
                "only backend dev on the team so every config is a crime scene rn",
                [("context", "monolith"), ("identity", "backend")],
            ),
            (
                U,
                "and pls always give me the go version next to the python one from now on",
                [("preference", "go")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[5],
        turns=[
            (
                U,
                "can u proofread this before i send it to my boss:\n\n"
                "'Dear Mr. Okafor, I am writing to request annual leave from 3 to 14 June to "
                "attend my daughter's graduation in Nairobi. I have arranged for Wanjiru to cover "
                "the month-end reconciliations. Kind regards, Esther'",
                [],
            ),
            (
                A,
                "It reads well. Small suggestions: 'annual leave from 3 to 14 June inclusive', and "
                "consider offering a handover meeting.",
                [],
            ),
            (
                U,
                "thanks. also fyi i always want british spelling, organise not organize, it "
                "drives me mad",
                [("preference", "british")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[6],
        turns=[
            (
                U,
                "i bake sourdough every weekend, its kind of my therapy. my starter is called "
                "Doughlene and shes 3 years old 😂",
                [("identity", "sourdough")],
            ),
            (
                U,
                "funny story, when i started i killed two starters and ruined a whole batch "
                "because i used chlorinated tap water. ever since i only use filtered or leave "
                "the water out overnight",
                [("experience", "water")],
            ),
            (U, "anyway how do i get a more open crumb", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[7],
        turns=[
            (
                U,
                "so i got scammed buying concert tickets on facebook marketplace in march, the "
                "guy sent a fake pdf and i lost 200 euros. lesson learned, i only buy through "
                "the official resale now even if its more expensive",
                [("experience", "tickets")],
            ),
            (
                U,
                "is there any way to get the money back through paypal friends and family",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[8],
        turns=[
            (
                U,
                "my brothers wedding is on 22 june in cork and muggins here is the best man. "
                "also im celiac so the wedding menu is already a nightmare, the hotel keeps "
                "saying 'we can do a salad'",
                [("activity", "wedding"), ("identity", "celiac")],
            ),
            (
                A,
                "Congratulations to your brother! Do you want help with the speech, the menu "
                "conversation with the hotel, or both?",
                [],
            ),
            (U, "speech first. funny but not a roast, under 3 mins", []),
            (
                U,
                "he once drove us to the wrong galway (galway, new york?? no. but close) so "
                "that has to be in there",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[9],
        turns=[
            (
                U,
                "oi! sou professora de matemática em recife 🇧🇷 and im learning japanese because "
                "in november im going to osaka with my sister!! what should i learn first for "
                "the trip",
                [
                    ("identity", "teacher"),
                    ("identity", "recife"),
                    ("context", "japanese"),
                    ("activity", "osaka"),
                ],
            ),
            (A, "Que legal! How long have you been studying Japanese?", []),
            (U, "uns 4 meses. duolingo e uma tutora nas terças", []),
            (U, "obrigada!! arigatou? 😅", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[10],
        existing=[("m1", "Vegetarian for eight years", "personal")],
        turns=[
            (
                U,
                "ok confession: im eating meat again after 8 years. my blood test showed really "
                "low iron and honestly im exhausted all the time",
                [("retract", "vegetarian"), ("identity", "iron")],
            ),
            (
                U,
                "give me an easy beginner recipe with chicken thighs. metric please, im in "
                "germany and i dont own cups",
                [("preference", "metric"), ("identity", "germany")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[11],
        existing=[("m1", "Has a dog named Biscuit", "personal")],
        turns=[
            (
                U,
                "biscuit died on sunday. he was 14. i dont really know what to do with his bed "
                "and his bowls",
                [("retract", "biscuit")],
            ),
            (
                A,
                "I'm so sorry about Biscuit. Fourteen years is a long, loved life. Would you like "
                "some ideas for a small memorial?",
                [],
            ),
            (U, "maybe. not right now", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[12],
        existing=[("m1", "Lives in Austin, Texas", "demographic")],
        turns=[
            (
                U,
                "WE CLOSED ON THE HOUSE IN BOISE!!! officially idaho people now 🥔🥔 goodbye "
                "austin traffic forever",
                [("retract", "austin"), ("identity", "boise")],
            ),
            (U, "what do people even do here in winter lol", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[13],
        turns=[
            (
                U,
                "write me a short story where im a dragon rider called Kael who lives in a "
                "floating city and has a scar from the war of the three moons",
                [],
            ),
            (
                A,
                "Kael pressed his palm to the cold scales of Vessa as the floating city of Aerum "
                "tilted beneath the dawn...",
                [],
            ),
            (
                U,
                "love it but make it darker. and i always like stories that end on a cliffhanger, "
                "never a neat ending",
                [("preference", "cliffhanger")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[14],
        turns=[
            (
                U,
                "if i won the lottery id open a dog sanctuary in portugal and never look at a "
                "timetable again",
                [],
            ),
            (
                U,
                "realistically tho im a bus driver in glasgow and from next week im on nights. "
                "how do people sleep during the day",
                [("identity", "bus"), ("identity", "glasgow"), ("activity", "night")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[15],
        turns=[
            (
                U,
                "my son Tomás has his first piano recital on saturday and hes SO nervous. what "
                "can i tell a 7 year old to calm him down",
                [("identity", "son"), ("activity", "recital")],
            ),
            (
                U,
                "he plays 'the entertainer' but the simplified one haha",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[16],
        turns=[
            (
                U,
                "can you please stop starting every reply with a compliment. 'what a great "
                "question!' no it wasnt",
                [("preference", "compliment")],
            ),
            (
                U,
                "also temperatures in celsius, im not american lol",
                [("preference", "celsius")],
            ),
            (
                U,
                "y otra cosa: answer me in spanish from now on, quiero practicar",
                [("preference", "spanish")],
            ),
            (
                U,
                "perfecto. voy a valencia en octubre para la boda de mi prima, ¿qué tiempo hace?",
                [("activity", "valencia")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[17],
        turns=[
            (
                U,
                "been job hunting for 4 months since the layoff. im a data analyst (sql, "
                "tableau, bit of python) and mostly applying for remote roles. got an interview "
                "with a fintech on thursday at 2",
                [("context", "job"), ("identity", "analyst"), ("activity", "interview")],
            ),
            (A, "Nice work getting the interview. Want me to run a mock interview?", []),
            (
                U,
                "yes. be brutal, i do way better with harsh feedback than with nice feedback",
                [("preference", "feedback")],
            ),
            (
                U,
                "ok my answer to 'tell me about a project': in my last role i built a churn "
                "dashboard that the sales team actually used every monday",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[18],
        turns=[
            (
                U,
                "we're gutting our bathroom ourselves this month, first time doing tiles. my "
                "husband handles the plumbing bc hes a plumber lol, im on tiling duty",
                [("context", "bathroom"), ("identity", "husband")],
            ),
            (U, "what grout for a shower floor", []),
            (
                U,
                "and lesson learned from the kitchen last year: never buy tiles from two "
                "different batches. the colours didnt match and we had to redo a whole wall",
                [("experience", "tiles")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[19],
        turns=[
            (
                U,
                "powerlifting meet on the 8th!! been lifting 3 years, this is my second meet, "
                "going in the 63kg class",
                [("activity", "powerlifting"), ("identity", "powerlifting")],
            ),
            (
                U,
                "im cutting weight rn which is miserable, i hate counting calories so pls dont "
                "give me a calorie plan",
                [("context", "weight"), ("preference", "calorie")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[20],
        turns=[
            (
                U,
                "im 40k words into my first novel, a mystery set in a lighthouse in "
                "newfoundland. i write at 5am before my shift at the hospital, im a respiratory "
                "therapist so the hours are brutal",
                [("context", "novel"), ("identity", "respiratory")],
            ),
            (A, "That's impressive discipline. What do you need help with?", []),
            (
                U,
                "my detective sounds flat. her name is Agnes, shes 60, ex cop, lost her husband "
                "at sea",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[21],
        turns=[
            (
                U,
                "my CPA exam (FAR) is on june 3. i failed it in january because i ran out of "
                "time on the sims, so this time im doing the simulations first and the MCQs after",
                [("activity", "exam"), ("experience", "sim")],
            ),
            (U, "is that a dumb strategy be honest", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[22],
        turns=[
            (
                U,
                "translate to german pls: 'Hi Jonas, my flight lands at 6, could you pick me up? "
                "Also I'm allergic to nuts so no satay tonight haha'",
                [],
            ),
            (
                A,
                "„Hallo Jonas, mein Flug landet um 6, könntest du mich abholen? Außerdem bin ich "
                "allergisch gegen Nüsse, also heute Abend kein Satay, haha.“",
                [],
            ),
            (
                U,
                "danke! its for my host family, im doing an exchange semester in freiburg "
                "starting in september",
                [("activity", "freiburg")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[23],
        turns=[
            (U, "whats the capital of mongolia again", []),
            (A, "Ulaanbaatar.", []),
            (U, "lol thats wild, i was sure it was something else", []),
            (U, "yeah im totally a geography genius 🙃 ok thanks", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[24],
        turns=[
            (
                U,
                "my friend Priya just got into med school and my roommate just made charge "
                "nurse. me? still unemployed and eating cereal for dinner lol",
                [("identity", "priya"), ("identity", "roommate"), ("identity", "unemployed")],
            ),
            (U, "how do i not feel like a failure when everyone around me is winning", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[25],
        existing=[("m1", "Girlfriend named Chloe", "personal")],
        turns=[
            (
                U,
                "chloe and i broke up. mutual, its fine, honestly. but my birthday trip to "
                "prague in july was planned for both of us so now i need a new plan",
                [("retract", "chloe"), ("activity", "prague")],
            ),
            (U, "is prague fun solo or is it a couples city", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[26],
        turns=[
            (
                U,
                "my backup script keeps dying halfway\n\n"
                "```bash\n"
                "#!/bin/bash\n"
                "# nightly backup - moms house NAS is the offsite copy\n"
                'rsync -av --delete "$SRC" "$DEST"\n'
                "```\n"
                "error: rsync error: some files/attrs were not transferred (code 23)",
                [],
            ),
            (
                A,
                "Code 23 usually means permission problems or files vanishing mid-transfer. Run "
                "with --itemize-changes to see which files fail.",
                [],
            ),
            (
                U,
                "im a wedding photographer btw so these are client raws, losing them = career over",
                [("identity", "photographer")],
            ),
            (
                U,
                "already lost half a shoot in 2022 when an sd card died mid reception. since "
                "then i only shoot on a dual card body and back up the same night",
                [("experience", "card")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[27],
        turns=[
            (
                U,
                "Good morning. I am 72, a retired postman, and a member of the allotment "
                "society in our village. I am entering my marrows in the summer show on 17 "
                "August and would like advice on keeping them from splitting.",
                [
                    ("identity", "72"),
                    ("identity", "postman"),
                    ("identity", "allotment"),
                    ("activity", "marrow"),
                ],
            ),
            (A, "How lovely! Which variety are you growing?", []),
            (
                U,
                "'Badger Cross'. My late wife grew them first, I carry on for her.",
                [("identity", "wife")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[28],
        turns=[
            (
                U,
                "haan so basically my dadi is visiting from jaipur next week and i need veg "
                "recipes she will actually like. shes strict jain",
                [("identity", "grandmother"), ("activity", "visit")],
            ),
            (U, "also no onion no garlic obv, and nothing with potatoes", []),
            (U, "accha one more, something sweet for after", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[29],
        turns=[
            (
                U,
                "teaching myself mig welding off youtube, got a small setup in the garage at my "
                "place in perth. explain things like im 5 pls, im a visual learner so diagrams "
                "help way more than paragraphs",
                [("context", "welding"), ("identity", "perth"), ("preference", "diagram")],
            ),
            (U, "why does my bead look like bird poo", []),
            (A, "Usually it's travel speed or wire feed. What settings are you using?", []),
            (U, "idk whatever the sticker inside the door says for 3mm", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[30],
        existing=[("m1", "Plays rugby every Saturday", "personal")],
        turns=[
            (
                U,
                "6 weeks out from acl surgery, physio twice a week, walking without the brace "
                "finally",
                [("context", "acl")],
            ),
            (
                U,
                "and honestly im done with rugby for good. surgeon said one more tear and thats "
                "my knee finished. gonna miss the saturdays",
                [("retract", "rugby")],
            ),
            (U, "what low impact stuff could replace it", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[31],
        turns=[
            (
                U,
                "our 10th anniversary is june 12 and i want to surprise my wife with a cooking "
                "class. we live in montréal, any ideas for something in french or english?",
                [("activity", "anniversary"), ("identity", "wife"), ("identity", "montr")],
            ),
            (U, "shes vegetarian btw if that matters", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[32],
        turns=[
            (
                U,
                "yeah sure, 'just relax' is a GREAT tip for my panic disorder 🙄 why didnt i "
                "think of that in the last ten years",
                [("identity", "panic")],
            ),
            (A, "Fair point, that was unhelpful. Would grounding techniques be useful?", []),
            (U, "fine. go", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[33],
        turns=[
            (
                U,
                "coworker dropped this in the group chat, what does it mean: 'ngl the vibes at "
                "the offsite were mid, Derek is a LOT, no cap'",
                [],
            ),
            (
                U,
                "i work in hr so i kinda have to care lol",
                [("identity", "hr")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[34],
        turns=[
            (
                U,
                "from now on answers under 100 words unless i ask for more. and no emoji",
                [("preference", "100"), ("preference", "emoji")],
            ),
            (A, "Got it. Where are you based, for local recommendations?", []),
            (U, "nairobi", [("identity", "nairobi")]),
            (
                U,
                "we're driving to lake naivasha for my mums 60th on 6 july. best time to leave",
                [("activity", "naivasha")],
            ),
        ],
    ),
]
