"""Held-out set 42: weddings, babies and milestones.

Engaged couples juggling venues, menus and in-laws; pregnant people and sleep-deprived new
parents; people turning 40 or 60, marking anniversaries, graduating or defending a PhD; and
people going through divorce, a called-off engagement, a miscarriage or the death of a parent
or spouse, who come to the assistant for help with speeches, letters, plans and feelings.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on lowercase
   messages with several facts and a request, missing apostrophes, typos, emoji and filler
   ("lol", "tbh", "ngl"), sarcasm, Italian, Spanish and Hindi fragments (code-switching),
   facts given as the reason for a question ("im coeliac btw so..."), short fragment answers
   to the assistant, a voice-typed message without punctuation, a "sorry i meant"
   correction, a pasted stack trace and code, a best man speech handed over to proofread,
   an invitation handed over to translate, a role-play, a hypothetical "asking for a friend",
   a wish, a requested story, statements about friends and relatives, and two formal
   writers (a widower and a woman turning 60).
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   39% of the user turns state nothing durable about the user and carry no label. 5
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a vegan bride planning a wedding in Tuscany with an Italian fiancé, mixing in Italian",
    "a best man hands over his speech to proofread; the speech is full of the groom's facts",
    "a first-time pregnant woman newly diagnosed with gestational diabetes asks about food",
    "a new dad who is an electrician goes back to work after paternity leave",
    "a woman mid-divorce whose stored marriage is taken back; fragment answer about her kids",
    "a pharmacist whose mother died asks for help with the eulogy; the mother's life is not hers",
    "a husband planning a surprise 40th birthday trip for his wife, flying from Dublin",
    "a nursing graduate whose parents fly in from Lagos for the ceremony",
    "a junior doctor looking for a 10th anniversary gift for her husband, with a wish",
    "a coeliac woman on her second IVF round, with a lesson from the first",
    "a role-play as a snooty wedding planner, then a real request about a cousin's hen do",
    "a hypothetical Las Vegas wedding question 'asking for a friend'; nothing is the user's",
    "an invitation handed over to translate into Spanish for the fiancée's grandparents",
    "a voice-typed message from a dad planning his daughter's christening",
    "a Hindi-English code-switching groom with a 600-guest wedding in Jaipur",
    "a frontend developer pastes a stack trace from the RSVP form of their wedding website",
    "a freelance make-up artist doing her sister's wedding make-up, with a date correction",
    "a sarcastic pregnant woman whose mother-in-law plans to move in after the birth",
    "a formal widower writing thank-you notes after his wife's funeral",
    "a called-off engagement: stored fiancé and city taken back, a lost deposit and a lesson",
    "a woman throwing a surprise baby shower for her best friend, who is a midwife",
    "a pregnant woman frightened after a previous miscarriage, partner working offshore",
    "a parent planning a first birthday cake for a son with a peanut allergy",
    "a marathon runner four months after an emergency C-section, reading at 3am",
    "a mother of six-week-old twins who asks for very short answers from now on",
    "a formal woman turning 60 who would rather go walking than have a party",
    "a PhD student before and after the viva, with the outcome",
    "an accountant who quits Deloitte to become a stay-at-home dad before baby number two",
    "a wedding photographer whose clients refuse to pay the final balance",
    "a deaf couple who use BSL planning a wedding that includes hearing guests",
    "a requested funny story about an 80-year-old baker's second wedding",
)

HOLDOUT42: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hiii so me and my fiancé marco, our wedding is in tuscany next september 😍 "
                "im vegan and so is half his family lol, can you help me think of a menu that "
                "the italian nonnas wont riot over",
                [("identity", "marco"), ("activity", "wedding"), ("identity", "vegan")],
            ),
            (
                A,
                "Congratulations! A vegan Tuscan menu can be very traditional: think "
                "panzanella, ribollita, a porcini risotto made with olive oil, and a grilled "
                "vegetable secondo. Nobody will miss anything.",
                [],
            ),
            (
                U,
                "ok love the risotto idea. dont worry about dessert tho, im a pastry chef so "
                "im doing the cake myself obviously 😂",
                [("identity", "pastry")],
            ),
            (
                A,
                "Then dessert is in the best hands. Here is the menu with the risotto as the "
                "primo and the panzanella to start.",
                [],
            ),
            (U, "perfect grazie mille 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "can you proofread this for me, its my best man speech for saturday:\n\n"
                "'For those who don't know me, I'm Dan, Jamie's flatmate from uni. Jamie is "
                "a software engineer at Monzo, a terrible golfer and the only man I know who "
                "proposed in the middle of an IKEA. Sophie, he has been in love with you "
                "since the meatballs.'",
                [("activity", "best man")],
            ),
            (
                A,
                "It reads well. Two small fixes: 'in the middle of an IKEA' can just be 'in an "
                "IKEA', and you might add a line toasting the couple at the end.",
                [],
            ),
            (
                U,
                "is the ikea joke too much? his nan will be there and shes quite religous",
                [],
            ),
            (
                A,
                "It's gentle enough for most audiences, but if in doubt, keep the IKEA line "
                "and drop the meatballs one.",
                [],
            ),
            (
                U,
                "haha ok cutting it. wish me luck, i absolutely hate public speaking",
                [("preference", "public speaking")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "im 28 weeks pregnant with my first and just got diagnosed with gestational "
                "diabetes. totally gutted tbh. what can i actually eat for breakfast now",
                [("context", "pregnan"), ("identity", "gestational diabetes")],
            ),
            (
                A,
                "Lots of people with gestational diabetes do well with protein-led "
                "breakfasts: eggs on wholegrain toast, Greek yoghurt with berries, or "
                "porridge made with jumbo oats in a small portion.",
                [],
            ),
            (
                U,
                "i hate porridge, like actually gag. so not that",
                [("preference", "porridge")],
            ),
            (A, "No porridge then. Eggs and wholegrain toast is a safe start.", []),
            (U, "eggs and toast it is then 👍", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "new dad here, our son ollie was born 3 weeks ago 🥹 im an electrician and "
                "have to go back to work on monday after paternity leave. any tips for "
                "surviving on 4 hrs sleep when ur up ladders all day",
                [("identity", "ollie"), ("identity", "electrician"), ("activity", "work")],
            ),
            (
                A,
                "Congratulations! Safety first: tell your supervisor you're short on sleep. "
                "Could you and your partner split the night so you get one 5-hour block?",
                [],
            ),
            (
                U,
                "yeah my partner does most nights since shes breastfeeding, i do the 5am one",
                [("identity", "partner")],
            ),
            (
                A,
                "Then protect your sleep before 5am: earplugs, go to bed by 9, and keep the "
                "5am feed calm and dark so you can both go back down.",
                [],
            ),
            (U, "cheers", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        existing=[
            ("m1", "Married to Tom", "relationship"),
            ("m2", "Lives in Leeds", "personal"),
        ],
        turns=[
            (
                U,
                "hi. tom and i are getting divorced, its been coming for a while. decree nisi "
                "came through last week. i need to work out how to split the pension, we were "
                "married 14 years",
                [("retract", "tom"), ("context", "divorce")],
            ),
            (
                A,
                "I'm sorry, that's a lot to deal with. Pensions can be shared through a "
                "pension sharing order. Do you have children? That affects how the rest of "
                "the settlement is usually looked at.",
                [],
            ),
            (
                U,
                "yeah two girls, 9 and 12. im staying in leeds in the house with them for now",
                [("identity", "12")],
            ),
            (
                A,
                "The children's housing needs usually come first, so staying in the house "
                "with them is a common outcome. A solicitor can get a pension valuation.",
                [],
            ),
            (U, "is it normal to feel relieved and sad at the same time", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        existing=[
            ("m1", "Cares for her mother who has dementia", "relationship"),
            ("m2", "Works as a pharmacist", "professional"),
        ],
        turns=[
            (
                U,
                "mum passed away on sunday. the funeral is next thursday at st marys and ive "
                "been asked to do the eulogy, i dont know where to start",
                [("retract", "mother"), ("activity", "funeral")],
            ),
            (
                A,
                "I'm so sorry about your mum. A eulogy can be simple: who she was, what she "
                "loved, and a story or two. Tell me a bit about her.",
                [],
            ),
            (
                U,
                "she was a seamstress, grew up in cork, loved ballroom dancing and terrible "
                "puns. 4 grandkids. she always said the kettle fixes everything",
                [],
            ),
            (A, "Here is a draft built around the kettle line ...", []),
            (
                U,
                "thats beautiful. can you make it a bit shorter, maybe 3 min when read out",
                [],
            ),
            (A, "Here is a three-minute version ...", []),
            (
                U,
                "thank you. i went back to work at the pharmacy today and honestly it helped "
                "having something normal to do",
                [("experience", "work")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "my wife turns 40 on the 12th of april and i want to surprise her with a "
                "weekend in lisbon. shes a big fado fan. budget around 1500 euro for 2, flying "
                "from dublin",
                [("identity", "wife"), ("activity", "lisbon"), ("identity", "dublin")],
            ),
            (
                A,
                "Lovely idea. Direct flights from Dublin take under three hours. Stay in "
                "Alfama, book a fado dinner for the Saturday, and add a port tasting.",
                [],
            ),
            (
                U,
                "she doesnt drink so skip the port tasting. i dont either actually, been "
                "sober 6 years",
                [("identity", "sober")],
            ),
            (
                A,
                "Noted, swapping it for a pastel de nata workshop and a sunset tram ride.",
                [],
            ),
            (U, "sound. can you do it as a day by day plan", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "graduating from my nursing degree at kings on july 18th!!! my parents are "
                "flying in from lagos for it, first time theyre visiting london. what should "
                "i show them in 3 days",
                [
                    ("activity", "graduat"),
                    ("identity", "nursing"),
                    ("identity", "london"),
                    ("identity", "parents"),
                ],
            ),
            (
                A,
                "Congratulations! For three days: the South Bank and a river boat, a West End "
                "show, and a day at Greenwich. Any mobility needs I should plan around?",
                [],
            ),
            (U, "my dad uses a wheelchair so nothing with loads of stairs pls", []),
            (
                A,
                "The South Bank, Thames Clippers and most West End theatres are step-free. "
                "Greenwich Park is hilly, so I'd swap it for Kew Gardens.",
                [],
            ),
            (
                U,
                "also i start my first job on the cardiac ward at st thomas in september, so "
                "this is basically my last free month 😭",
                [("activity", "cardiac")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "10 year wedding anniversary coming up next month, tin is the traditional "
                "gift apparently?? my husband is impossible to buy for",
                [("activity", "anniversary"), ("identity", "husband")],
            ),
            (A, "Tin is right for ten years. What is he into?", []),
            (
                U,
                "hes into fly fishing and old jazz records. im rubbish at gifts, i work 60 hr "
                "weeks as a junior doctor so its always last minute",
                [("identity", "doctor")],
            ),
            (
                A,
                "An engraved tin fly box or a hip flask, or a vintage tin sign from a jazz "
                "label. Both can be ordered this week.",
                [],
            ),
            (
                U,
                "ooh the engraved tin flask is good. done. honestly i wish we could just redo "
                "our honeymoon in bali but lol",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "we're on our second round of ivf, egg collection is on wednesday. first round "
                "ended in a chemical pregnancy in march and honestly the thing i learned is to "
                "not test early, it wrecked me",
                [
                    ("context", "ivf"),
                    ("activity", "egg collection"),
                    ("experience", "test"),
                ],
            ),
            (
                A,
                "That sounds like a hard-won lesson, and a good one. How can I help before "
                "Wednesday?",
                [],
            ),
            (
                U,
                "what should i eat the days before collection. im coeliac btw so no gluten "
                "obviously",
                [("identity", "coeliac")],
            ),
            (
                A,
                "Keep it simple and gluten-free: plenty of water, protein at every meal, rice, "
                "potatoes and vegetables, and salty snacks if you feel bloated.",
                [],
            ),
            (U, "thanks x", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "lets do a roleplay. you're a snooty wedding planner in monaco and im a "
                "billionaire heiress called Anastasia marrying a prince in june. stay in "
                "character!!",
                [],
            ),
            (
                A,
                "*adjusts pearls* Mademoiselle Anastasia. The swans arrive Thursday. I trust "
                "the prince has chosen his cufflinks?",
                [],
            ),
            (U, "*throws champagne* I said WHITE peacocks, not grey ones darling", []),
            (A, "*dabs champagne from lapel* Grey is this season's white, darling.", []),
            (
                U,
                "lmaooo ok that was fun. back to real life, i actually do need help with my "
                "cousins hen do on the 3rd, im maid of honour and have done zero planning",
                [("activity", "hen")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "random q: if two brits got married in las vegas on a whim, would that be "
                "legally recognised back in the uk?",
                [],
            ),
            (
                A,
                "Generally yes: a marriage that is legal where it took place is usually "
                "recognised in the UK, as long as both people were free to marry.",
                [],
            ),
            (U, "asking for a friend. the friend is me. im kidding. mostly", []),
            (A, "Noted, hypothetically speaking.", []),
            (U, "what if they were drunk tho", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "can you translate this into spanish please, its for my fiancée's "
                "grandparents in sevilla:\n\n'Together with their families, Priya Sharma and "
                "Lucía Moreno invite you to celebrate their marriage on Saturday 6 June 2026 "
                "at Hever Castle, Kent. Reception to follow.'",
                [("identity", "fianc")],
            ),
            (
                A,
                "'Junto a sus familias, Priya Sharma y Lucía Moreno les invitan a celebrar su "
                "boda el sábado 6 de junio de 2026 en el castillo de Hever, Kent. A "
                "continuación, recepción.'",
                [],
            ),
            (
                U,
                "amazing. shes from there originally, i only speak a bit of spanish, im "
                "learning on duolingo before the big day lol",
                [("context", "spanish")],
            ),
            (A, "¡Muy bien! Want a few phrases for meeting the grandparents?", []),
            (U, "gracias!! 🙏 yes pls", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "okay so my daughter amaras christening is on the 20th of october at saint "
                "patricks and I need to write a little welcome for everyone at the lunch "
                "after can you help me keep it short I'm not a big speaker",
                [("identity", "amara"), ("activity", "christening")],
            ),
            (A, "Of course. How old is Amara, and who will be there?", []),
            (
                U,
                "yeah she's six months now and she's got my wife's curls family and "
                "godparents mostly about 40 people",
                [("identity", "wife")],
            ),
            (A, "Here's a short welcome you can read in under a minute ...", []),
            (U, "that's lovely thank you", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "bhai meri shaadi next month hai in jaipur and mehndi is on the 14th, mummy ne "
                "already 600 guests invite kar diye 😭 i need a seating plan system that "
                "doesnt make me cry",
                [("activity", "jaipur"), ("activity", "mehndi")],
            ),
            (
                A,
                "Congratulations! For 600 guests, a spreadsheet with one row per guest and "
                "columns for side, family group and table works best. Excel or Google Sheets?",
                [],
            ),
            (
                U,
                "excel theek hai, i work in finance so spreadsheets are literally my life lol",
                [("identity", "finance")],
            ),
            (A, "Then here's a layout with a pivot table by family group ...", []),
            (U, "perfect yaar thank u", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "building our wedding website myself (im a frontend dev, how hard can it be "
                "lol). rsvp form throws this:\n\n"
                "TypeError: Cannot read properties of undefined (reading 'guestCount')\n"
                "    at handleSubmit (RSVPForm.jsx:42:31)\n\nhelp",
                [("identity", "frontend"), ("context", "website")],
            ),
            (
                A,
                "Something you expect to be a guest object is undefined. What's on line 42 "
                "and just above it?",
                [],
            ),
            (
                U,
                "const guest = guests.find(g => g.code === code)\nconsole.log(guest.guestCount)",
                [],
            ),
            (
                A,
                "find() returns undefined when no code matches. Check for a typo or "
                "whitespace in the code, and guard with if (!guest) before using it.",
                [],
            ),
            (
                U,
                "ahh it was a trailing space in the code. fixed. weve had 40 rsvps already for "
                "the august 9th wedding eek",
                [("activity", "wedding")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "my sisters wedding is on the 14th and im doing her makeup, can you give me a "
                "timeline working back from a 1pm ceremony",
                [("identity", "sister"), ("activity", "makeup")],
            ),
            (
                A,
                "Sure. How many people are you doing besides the bride, and what date should "
                "I put on it?",
                [],
            ),
            (
                U,
                "sorry i meant the 21st not the 14th. and theres 5 bridesmaids plus her and "
                "our mum",
                [],
            ),
            (
                A,
                "Seven faces at about 40 minutes each means starting at 7:30 on the 21st. "
                "Here's the timeline ...",
                [],
            ),
            (
                U,
                "im a freelance mua so im used to it but never for family lol, the pressure",
                [("identity", "freelance")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "oh fantastic, my husbands mum has announced shes moving in for 'a few weeks' "
                "when the baby comes in january. cant WAIT 🙃 how do i set boundaries without "
                "starting a war",
                [("identity", "husband"), ("activity", "baby")],
            ),
            (
                A,
                "Agree the rules with your husband first, then set a clear end date and "
                "specific jobs she can help with, like cooking and laundry.",
                [],
            ),
            (U, "shes lovely in small doses. small. doses.", []),
            (A, "Then a shorter, defined stay might suit everyone.", []),
            (
                U,
                "ok i'll get dave to have the convo with her, its his mum after all",
                [("identity", "dave")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        existing=[
            ("m1", "Married to Margaret", "relationship"),
            ("m2", "Retired headmaster", "professional"),
        ],
        turns=[
            (
                U,
                "Good afternoon. My wife Margaret died in February after a long illness, and "
                "I should now like to write thank-you notes to those who sent flowers and "
                "cards. There are some sixty of them. Could you suggest a suitable form of "
                "words?",
                [("retract", "margaret")],
            ),
            (
                A,
                "I am very sorry for your loss. A short note works well: 'Thank you for your "
                "kind words and the beautiful flowers. They meant a great deal to me at a "
                "difficult time.'",
                [],
            ),
            (
                U,
                "Thank you. That is most helpful. I should prefer the wording to be rather "
                "less effusive, if possible; Margaret never cared for fuss.",
                [],
            ),
            (
                A,
                "Of course: 'Thank you for your kind card. It was much appreciated.'",
                [],
            ),
            (
                U,
                "I have also joined a bereavement group at the library on Tuesday mornings, "
                "which my daughter suggested. I found the first session more helpful than I "
                "had expected.",
                [
                    ("identity", "daughter"),
                    ("identity", "bereavement"),
                    ("experience", "bereavement"),
                ],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        existing=[
            ("m1", "Engaged to Sam", "relationship"),
            ("m2", "Lives in Glasgow", "personal"),
        ],
        turns=[
            (
                U,
                "so the weddings off. sam and i split last week. now i have to cancel "
                "everything and the venue wont give the £3k deposit back",
                [("retract", "sam"), ("context", "deposit")],
            ),
            (
                A,
                "I'm sorry. What does the contract say about cancellation? Some venues "
                "refund part of it if they can rebook the date.",
                [],
            ),
            (U, "its in the contract apparently, non refundable after 6 months. great.", []),
            (
                A,
                "Ask them in writing whether they'll refund if the date is rebooked. Many "
                "will, and under consumer law they can't profit twice from the same date.",
                [],
            ),
            (
                U,
                "lesson learned, never pay a big deposit without reading the cancellation "
                "terms. anyway im moving back in with my parents in inverness for a bit, cant "
                "afford glasgow on my own",
                [
                    ("experience", "deposit"),
                    ("retract", "glasgow"),
                    ("identity", "inverness"),
                ],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "my best friend jess is having twins in may and im throwing her baby shower. "
                "she's a midwife ironically lol. theme ideas?",
                [("activity", "baby shower"), ("identity", "jess")],
            ),
            (
                A,
                "Fun! Ideas: 'double the love' with pairs of everything, a woodland theme, or "
                "a pastel pink and blue theme.",
                [],
            ),
            (
                U,
                "she hates pink and anything gender-y. same tbh, im more of a greens and "
                "neutrals person",
                [("preference", "green")],
            ),
            (
                A,
                "Then woodland in sage green and cream: foliage garland, mushroom biscuits, "
                "and a 'two little acorns' sign.",
                [],
            ),
            (U, "woodland theme yes!! ok she doesnt know its happening so shh 🤫", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "i had a miscarriage at 11 weeks last autumn. we're pregnant again now, 9 "
                "weeks, and im terrified. the thing that helped most last time was talking "
                "to other people who'd been through it, so i guess im doing that with you now",
                [("experience", "miscarriage"), ("context", "pregnan")],
            ),
            (
                A,
                "I'm really glad you reached out. Fear after a loss is very common. Do you "
                "have an early scan booked?",
                [],
            ),
            (
                U,
                "yeah on the 2nd. my partner cant come because hes working offshore that week",
                [("activity", "scan"), ("identity", "partner")],
            ),
            (
                A,
                "Could a friend come with you, or your partner join by video from the "
                "waiting room? Many units allow that.",
                [],
            ),
            (U, "thank you. that actually helps", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "planning my sons first birthday party, hes got a peanut allergy (diagnosed at "
                "7 months) so i need a cake reciepe thats definately nut free",
                [("identity", "son"), ("activity", "birthday")],
            ),
            (
                A,
                "Here's a simple vanilla sponge with no nuts. Check every label for 'may "
                "contain nuts'. Is egg okay for him?",
                [],
            ),
            (
                U,
                "egg is fine, just nuts. oh and im dairy free myself so if the grown up cake "
                "could be too",
                [("identity", "dairy")],
            ),
            (A, "Sure: swap the butter for a dairy-free spread and use oat milk.", []),
            (
                U,
                "also keep recipes in grams please, i never know what a cup is",
                [("preference", "grams")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "4 months postpartum after an emergency c-section and im desperate to get back "
                "to running. i did 3 marathons before getting pregnant. physio says core "
                "first. whats a realistic plan",
                [("context", "c-section"), ("identity", "marathon")],
            ),
            (
                A,
                "Your physio is right. A common path: 2-4 weeks of core and pelvic floor "
                "work, then walk-run intervals. How is walking going?",
                [],
            ),
            (U, "walks are fine, ive been doing 5k with the pram most days", []),
            (A, "Great base. Here's a 12-week return-to-run plan ...", []),
            (
                U,
                "can u keep it brief, bullets, im reading this one-handed at 3am lol",
                [("preference", "bullet")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "twins are 6 weeks old. i havent slept since 2023. please keep every answer "
                "short from now on, like 3 lines max, i cant read more than that",
                [("identity", "twins"), ("preference", "short")],
            ),
            (A, "Got it. Short answers from now on.", []),
            (
                U,
                "how do i get them on the same feeding schedule. my husband works nights as a "
                "paramedic so its mostly just me",
                [("identity", "husband")],
            ),
            (
                A,
                "When one wakes to feed, wake the other too. Tandem feed if you can. Keep a "
                "log for a week.",
                [],
            ),
            (U, "ok", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "I turn 60 in March and my three children want to throw me a party. I'd "
                "honestly rather go walking in the Lake District with a few old friends. How "
                "do I tell them without sounding ungrateful?",
                [("activity", "60"), ("identity", "children"), ("preference", "party")],
            ),
            (
                A,
                "You could thank them warmly and suggest they join you for the last day of "
                "the walk, or a small family meal afterwards.",
                [],
            ),
            (
                U,
                "We're in Kendal already, so it's hardly a trek, ha.",
                [("identity", "kendal")],
            ),
            (
                A,
                "Even easier then: a walk with friends, and a family lunch in Kendal after.",
                [],
            ),
            (U, "That's a kind way to put it. Thank you.", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "my phd viva is next friday and i cant stop shaking. thesis is on coral "
                "bleaching in the great barrier reef. external examiner is apparently brutal",
                [("activity", "viva"), ("context", "coral")],
            ),
            (
                A,
                "Nerves are normal. Reread your conclusions, prepare a 5-minute summary, and "
                "practise answering the questions you dread most.",
                [],
            ),
            (U, "give me the 10 nastiest questions he could ask", []),
            (A, "1. Why coral bleaching and not ocean acidification more broadly? ...", []),
            (U, "ok i hate you but thank you lol", []),
            (A, "Good luck on Friday!", []),
            (
                U,
                "update: passed with minor corrections!!! dr. me 🎓 graduation is in december",
                [("experience", "corrections"), ("activity", "graduat")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        existing=[
            ("m1", "Works as an accountant at Deloitte", "professional"),
            ("m2", "Has a daughter called Isla", "relationship"),
        ],
        turns=[
            (
                U,
                "handed my notice in at deloitte yesterday 😅 with baby number 2 due in june "
                "we worked out nursery for two would cost more than i earn, so im going to be "
                "a stay at home dad for a couple of years. terrifying",
                [("retract", "deloitte"), ("identity", "home dad"), ("activity", "baby")],
            ),
            (
                A,
                "That's a big, brave change. How old is Isla now? I can suggest routines "
                "that work for her age.",
                [],
            ),
            (U, "isla is 2 and a half, into everything", []),
            (
                A,
                "Perfect age for toddler groups, library rhyme time and soft play. Where are "
                "you based?",
                [],
            ),
            (
                U,
                "manchester. whats cheap to do with a toddler when its raining which is always",
                [("identity", "manchester")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "im a wedding photographer (8 yrs, mostly barn weddings in the cotswolds) and "
                "a couple is refusing to pay the final £900 balance because they 'didnt like "
                "the lighting'. contract says balance due 14 days after delivery. what are my "
                "options",
                [("identity", "photographer"), ("context", "pay")],
            ),
            (
                A,
                "If you delivered what the contract describes, the balance is owed. Send a "
                "letter before action, then small claims if needed. Are you in England?",
                [],
            ),
            (U, "yeah england. can you draft a firm but polite letter before action", []),
            (A, "Here's a draft ...", []),
            (U, "bit less lawyer-y, i still want them to leave a review lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "me and my partner are both deaf and use BSL. our wedding is in may and we "
                "want the hearing guests to feel included too. ideas for the ceremony?",
                [
                    ("identity", "deaf"),
                    ("identity", "bsl"),
                    ("identity", "partner"),
                    ("activity", "wedding"),
                ],
            ),
            (
                A,
                "Lovely. Book a BSL/English interpreter to voice the ceremony, put the vows on "
                "a screen, and teach guests a few signs in the order of service.",
                [],
            ),
            (
                U,
                "we already booked an interpreter for the speeches. im a teacher at a deaf "
                "school so half the guests sign anyway",
                [("identity", "teacher")],
            ),
            (
                A,
                "Then you could open with everyone signing 'congratulations' together.",
                [],
            ),
            (U, "love that. how do you sign it", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "write me a short story about a grumpy old baker who bakes his own wedding "
                "cake at 80 for his second marriage. make it funny",
                [],
            ),
            (A, "Arthur Penhallow had opinions about buttercream ...", []),
            (U, "aww. now make the bride a retired astronaut", []),
            (A, "Dorothy had been to space twice and was not impressed by icing ...", []),
            (
                U,
                "haha perfect. my grandad actually remarried at 79 so this is going in his "
                "birthday card",
                [("identity", "grandad")],
            ),
        ],
    ),
]
