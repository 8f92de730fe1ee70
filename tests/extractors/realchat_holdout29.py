"""Held-out evaluation set 29: people asking for help who mention themselves in passing.

Written without reading the extractor, its patterns or any other realchat set (only the
format docstring and the `Conversation` dataclass of `realchat_corpus.py`, and the label
matching rule of `scoring.py`).

How it was written:

1. A list of situations first (`SITUATIONS`), invented for this set: people of many
   occupations, ages, countries, families, health conditions, pets, languages and events.
   The theme is requests for help with writing, code, spreadsheets, travel and recipes in
   which the user mentions facts about themselves only in passing, inside the request; a
   mix of other hazards is kept (role-play, quoted and forwarded text, text to translate,
   sarcasm, wishes, small talk, fragment answers to the assistant, retractions).
2. For each situation, the user's turns as a person would type them.
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message?". About a third of the user turns state nothing durable and
   carry no label. The file is never edited to fit an extractor.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a Kenyan chemistry teacher asking for a letter to parents about a science fair",
    "a retired Norwegian marine engineer building a fuel log for his sailboat in a spreadsheet",
    "a Filipino nurse in Dubai with coeliac disease adapting a recipe for a ward potluck",
    "a Brazilian junior developer pasting a Python traceback, half in Portuguese",
    "a Canadian mother planning a road trip with three kids, wants kilometres",
    "a Japanese master's student translating a thesis abstract",
    "a former barista who just quit and needs a CV fix (existing job memory)",
    "someone whose old dog just died asking for a short text (existing pet memory)",
    "a role-play job interview, then the user's real situation",
    "a sarcastic yarn-shop owner fighting Excel date conversion",
    "an Indian chartered accountant wanting a GST invoice sheet in lakhs",
    "a Mexican grandmother with type 2 diabetes making tamales, typed with her granddaughter",
    "small talk about baking soda with nothing durable",
    "a data person at a Johannesburg logistics startup who wants short SQL answers",
    "a Polish truck driver learning English who has to call in sick",
    "a family who moved from Lyon to Marseille, email to the bank (existing place memory)",
    "an ex-vegetarian eating meat again for low iron (existing diet memory)",
    "a best man again, with a lesson from the last wedding speech",
    "a Nigerian paediatric registrar who wants no disclaimers",
    "an office worker writing an out-of-office reply, with a lottery daydream",
    "a Korean-born knitter converting a pattern who thinks in centimetres",
    "an Australian travelling to Japan with a severe peanut allergy",
    "a Glasgow tenant forwarding a letter from the landlord",
    "an Egyptian architecture student writing an internship cover letter",
    "a 52-year-old postman starting to run, answering the assistant in fragments",
    "a Turkish office manager translating a memo, wants bare translations",
    "a Chilean bass player splitting gig money in a Google Sheet",
    "a single dad whose daughter was diagnosed with ADHD",
    "a self-taught web developer working warehouse shifts, pasting JavaScript",
    "a bakery owner who lost data on a USB stick and now asks for a pivot table",
    "a Vietnamese student asking for IELTS essay feedback, essay pasted",
    "a parent asking for a bedtime story starring their son",
    "a WhatsApp message from the mother-in-law to translate from Italian",
)

HOLDOUT29: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hi can you help me write a short letter to parents about the science fair. "
                "im a chemistry teacher at a secondary school in nakuru and the fair is on "
                "14 june, parents need to send the consent forms back by friday. keep it "
                "friendly but not too long pls",
                [("identity", "teacher"), ("identity", "nakuru"), ("activity", "fair")],
            ),
            (A, "Here's a draft... Would you like me to add a line in Swahili too?", []),
            (U, "no english only, most parents read english fine", []),
            (U, "perfect asante sana 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "I'm a retired marine engineer, spent 35 years on supply vessels "
                "in the North Sea. Now I have a small sailboat and I'm trying to log the fuel "
                "use in a spreadsheet. Column A has dates, B litres, C price per litre in NOK. "
                "How do I get monthly totals?",
                [("identity", "engineer"), ("identity", "sailboat")],
            ),
            (
                A,
                "You can use SUMIFS with a start and end date per month. Are you using Excel "
                "or LibreOffice?",
                [],
            ),
            (
                U,
                "libreoffice, on linux. my grandson set it up for me",
                [("identity", "grandson")],
            ),
            (U, "It works. Tusen takk.", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "can u give me a recipe for pancit canton but gluten free? i have celiac so "
                "regular canton noodles are a no. want to bring it to our ward potluck on "
                "thursday",
                [("identity", "celiac"), ("activity", "potluck")],
            ),
            (A, "Fun! Is the potluck at your workplace?", []),
            (
                U,
                "yeah im a nurse, surgical ward at a private hospital here in dubai",
                [("identity", "nurse"), ("identity", "dubai")],
            ),
            (
                A,
                "Sure! Rice noodles work well. Can you find bihon (rice vermicelli) where "
                "you live?",
                [],
            ),
            (
                U,
                "yes carrefour has bihon. also pls no pork in anything u give me, my husband "
                "is muslim and we dont cook pork at home",
                [("identity", "husband"), ("preference", "pork")],
            ),
            (U, "ok thanks!! 😊", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "tô com esse erro aqui, alguem ajuda 😩\n"
                "```\n"
                "Traceback (most recent call last):\n"
                '  File "app.py", line 12, in <module>\n'
                "    total = sum(precos)\n"
                "TypeError: unsupported operand type(s) for +: 'int' and 'str'\n"
                "```\n"
                "sorry for the portuguese lol. im a junior backend dev at a fintech in "
                "curitiba, 3 months in",
                [("identity", "backend"), ("identity", "curitiba")],
            ),
            (
                A,
                "`precos` contains strings. Did the values come from a CSV file? Convert them "
                "with float() first.",
                [],
            ),
            (
                U,
                "yes from csv. also can you always write the code with type hints? our team "
                "lead is obsessed",
                [("preference", "type hints")],
            ),
            (
                U,
                "btw im learning rust on the weekends, any good project for a beginner?",
                [("context", "rust")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "Planning a road trip from Winnipeg to Banff with my three kids (8, 11, 14) in "
                "late July. Can you break it into days with max 6 hours driving? Please use km, "
                "not miles, the last itinerary I got was all in miles 🙄",
                [("identity", "three"), ("activity", "banff"), ("preference", "km")],
            ),
            (
                A,
                "Here's a four-day plan via Regina and Calgary... Will you be camping or "
                "staying in hotels?",
                [],
            ),
            (
                U,
                "camping mostly, we have a tent trailer. my husband does the driving, i do the "
                "snacks lol",
                [("identity", "husband")],
            ),
            (U, "lol the 14 yo will complain either way", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "Could you translate this into English for my thesis abstract? "
                "「本研究では、北海道の漁村における高齢化と漁業の持続可能性について調査した。」 "
                "I'm a master's student in sociology at Hokkaido University, defending in "
                "February.",
                [("identity", "sociology"), ("identity", "hokkaido"), ("activity", "defen")],
            ),
            (
                A,
                '"This study examined population ageing and the sustainability of fisheries '
                'in fishing villages in Hokkaido."',
                [],
            ),
            (U, "ありがとう! can you make it sound more academic", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "ok so update, i quit the cafe last week!! finally. starting at a bike repair "
                "shop on monday. can you help me fix my cv, it still says barista at the top",
                [("retract", "barista"), ("identity", "bike")],
            ),
            (A, "Congrats on the new job! Paste your CV and I'll rework it.", []),
            (
                U,
                "```\n[my name]\nBarista, Blue Bottle Coffee, Oakland (2021-2024)\n"
                "- Latte art trainer\n- Opened and closed the store\n```\nthats it lol its short",
                [],
            ),
        ],
        existing=[("m1", "Works as a barista at Blue Bottle Coffee", "professional")],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "biscuit passed away on sunday. 14 years. i want to write a little something "
                "to put on the fridge, can you help, nothing cheesy",
                [("retract", "biscuit")],
            ),
            (
                A,
                "I'm so sorry about Biscuit. Is there anything about him you'd like it to mention?",
                [],
            ),
            (U, "he loved the beach at dawn and stealing socks", []),
            (U, "thank you. that made me cry in a good way", []),
        ],
        existing=[("m1", "Has a dog named Biscuit", "personal")],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "let's do a role play: you're a hiring manager at a hospital and I'm a 45 year "
                "old airline pilot applying to be a paramedic. go",
                [],
            ),
            (A, '"Welcome. So, why do you want to leave aviation?"', []),
            (
                U,
                "well I've been flying for 20 years and I want to be closer to my family",
                [],
            ),
            (
                U,
                "ok pause. for real tho im an EMT trainee and my actual interview is on the "
                "3rd, was that a realistic question?",
                [("identity", "emt"), ("activity", "interview")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "oh i just LOVE when excel turns my product codes into dates. 3-12 becomes "
                "3 dec. fantastic. how do i stop it",
                [],
            ),
            (
                A,
                "Format the column as Text before pasting, or import the CSV and set that "
                "column's type to Text.",
                [],
            ),
            (
                U,
                "great, only took me 40 minutes of swearing. i run a tiny yarn shop in leeds "
                "and the stock sheet is my whole life",
                [("identity", "yarn"), ("identity", "leeds")],
            ),
            (
                U,
                "next time just give me the fix first and skip the theory",
                [("preference", "fix")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "Need a GST invoice template in Google Sheets. I'm a CA, freelance. Clients mostly small kirana shops. Also yaar please show amounts in "
                "Indian format always (lakhs, crores), not millions",
                [("identity", "accountant"), ("preference", "lakh")],
            ),
            (A, "Here's a layout with CGST/SGST columns and a custom number format...", []),
            (U, "theek hai, looks good", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "mi nieta me ayuda a escribir. I want to make tamales for Christmas but my "
                "doctor says my sugar is high, type 2 diabetes since last year. can the masa "
                "be made healthier?",
                [("identity", "diabetes"), ("identity", "granddaughter")],
            ),
            (
                A,
                "Yes, a few changes help: smaller portions, more filling... Do you use lard "
                "or vegetable shortening?",
                [],
            ),
            (
                U,
                "manteca always, my mother would rise from the grave otherwise 😂",
                [("preference", "lard")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (U, "whats the difference between baking soda and baking powder", []),
            (A, "Baking soda is pure sodium bicarbonate; baking powder also has an acid...", []),
            (U, "huh. TIL", []),
            (U, "ok and can i sub one for the other in banana bread", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "quick one. sql: need rows from orders where the customer has >3 orders in "
                "the last 30 days. postgres. and pls keep your answers short, i read these "
                "between standups",
                [("preference", "short")],
            ),
            (A, "```sql\nSELECT ... HAVING count(*) > 3\n```", []),
            (
                U,
                "nice. fyi im the only data person at a logistics startup in joburg so u'll "
                "see me a lot",
                [("identity", "logistics")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "Hello, my english is not so good, I am truck driver from Gdańsk, 12 years "
                "driving in EU. I learning english at evening course because my company want.",
                [("identity", "truck"), ("identity", "gda"), ("context", "english")],
            ),
            (A, "Your English is clear! How can I help you today?", []),
            (
                U,
                "Thank you. Please always write me simple words and short sentences, then I "
                "understand without translator.",
                [("preference", "simple")],
            ),
            (A, "Of course. What do you need?", []),
            (
                U,
                "I need write email to dispatcher, I am sick tomorrow, cannot drive. Back pain "
                "very bad since weekend.",
                [("context", "back pain")],
            ),
            (U, "Good. Thank you my friend", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "we finally moved to Marseille!! boxes everywhere. can you help me write a "
                "change-of-address email to my bank, in french, short and formal",
                [("retract", "lyon"), ("identity", "marseille")],
            ),
            (A, "Objet : Changement d'adresse — Madame, Monsieur, ...", []),
            (U, "parfait merci", []),
        ],
        existing=[("m1", "Lives in Lyon", "demographic")],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "ok confession, after 6 years i'm eating meat again, doctor said my iron was "
                "terrible. so. give me a beginner-friendly chicken thigh recipe? i literally "
                "dont know how to cook meat",
                [("retract", "vegetarian"), ("identity", "iron")],
            ),
            (A, "Easy one: pan-fried thighs... Do you have an oven or just a stovetop?", []),
            (U, "just a stovetop and an air fryer", []),
        ],
        existing=[("m1", "Vegetarian", "personal")],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "last year i sent my wedding speech draft to the groom before the day and he "
                "cried and asked me to cut half of it. lesson: never show it to the person "
                "its about. anyway im best man again in september for my cousin, help me "
                "outline?",
                [("experience", "speech"), ("activity", "best man")],
            ),
            (
                A,
                "Sure: opening, a story, a turn to the couple, a toast. What's a kind but "
                "funny story about him?",
                [],
            ),
            (
                U,
                "we got lost in lisbon for 6 hours in 2019 and he refused to ask for directions",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "I'm a paediatric registrar in Lagos. What's the amoxicillin dose for a 14kg "
                "child with otitis media?",
                [("identity", "registrar"), ("identity", "lagos")],
            ),
            (
                A,
                "High-dose amoxicillin: 80-90 mg/kg/day in two divided doses. Please consult "
                "local guidelines or a doctor before prescribing.",
                [],
            ),
            (
                U,
                "lol I am the doctor 🙃 please drop that disclaimer line whenever I ask about "
                "doses",
                [("preference", "disclaimer")],
            ),
            (
                U,
                "thanks. night shifts all next week so expect weird-hour questions",
                [("activity", "night shift")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "if i won the lottery i'd buy a vineyard in tuscany and never answer an email "
                "again. anyway. can you write a polite out-of-office reply for me, im off "
                "3-10 june",
                [("activity", "june")],
            ),
            (A, "Here's a draft... Should I mention someone to contact instead?", []),
            (U, "yeah my colleague Priya, she's covering", []),
            (U, "someday i really will learn italian tho", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "can you convert this knitting pattern from US to UK terms?\n"
                "Row 1: *k2tog, yo* repeat, bind off loosely, gauge 5 sts per inch\n"
                "also always give me measurements in cm pls, I learned to knit in Seoul from "
                "my halmeoni and I just think in metric lol",
                [("identity", "knit"), ("preference", "cm")],
            ),
            (A, "Row 1: *k2tog, yo* repeat, cast off loosely; tension about 20 sts per 10 cm.", []),
            (U, "amazing", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "heading to Japan in October for 2 weeks, first time! I have "
                "a severe peanut allergy, how do I say that in Japanese so I can show it at "
                "restaurants? a card would be ideal",
                [("activity", "japan"), ("identity", "peanut")],
            ),
            (
                A,
                "「私はピーナッツに重度のアレルギーがあります。」 ... Is sesame a problem too?",
                [],
            ),
            (
                U,
                "no sesame is fine, just peanuts. my partner speaks a bit of japanese anyway, "
                "he lived in osaka for a year",
                [("identity", "partner")],
            ),
            (U, "you're a legend", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "can you explain this, its from my landlord and i want to reply but first "
                "want to understand it:\n"
                "> Dear tenant, due to the boiler replacement the water will be shut off on "
                "20 May from 8am to 2pm. Your rent will increase by 4% from July.\n"
                "so... can he even do that? im in glasgow if that matters",
                [("identity", "glasgow")],
            ),
            (
                A,
                "In Scotland rent increases need proper notice... Is it a private residential "
                "tenancy (signed after December 2017)?",
                [],
            ),
            (U, "yes signed in 2021", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "Can you help me write a cover letter for an internship at a firm in Berlin? "
                "I'm applying to like 10 places this month",
                [("context", "internship")],
            ),
            (A, "Gladly. Tell me a bit about your studies, languages and experience.", []),
            (
                U,
                "4th year architecture at cairo uni. arabic english french. one summer on my "
                "uncles construction site in alexandria",
                [("identity", "architecture"), ("identity", "cairo"), ("identity", "arabic")],
            ),
            (A, "Dear Hiring Team, ...", []),
            (U, "less formal pls, it reads like a robot wrote it. no offense", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (U, "i want to start running, can you make a plan", []),
            (A, "Happy to! How old are you, and do you have any injuries?", []),
            (U, "52, dodgy left knee from skiing", [("identity", "52"), ("identity", "knee")]),
            (A, "Thanks. How many days a week can you train?", []),
            (
                U,
                "3, weekdays before work. im a postman so im on my feet all day anyway",
                [("identity", "postman")],
            ),
            (A, "Great. Is there a race you're aiming for?", []),
            (
                U,
                "the parkrun in my village on the 1st of june, already signed up",
                [("activity", "parkrun")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "Bu metni İngilizceye çevirir misin? 'Toplantı yarın saat 10'da, lütfen geç "  # noqa: RUF001
                "kalmayın.' — it's"  # noqa: RUF001
                " for my boss, I'm the office manager at a textile company "
                "in Bursa",
                [("identity", "office manager"), ("identity", "bursa")],
            ),
            (A, '"The meeting is tomorrow at 10, please don\'t be late." (A softer option...)', []),
            (
                U,
                "from now on when i ask for a translation just give the translation, no "
                "alternatives or explanations",
                [("preference", "translation")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "soy músico, toco el bajo en una banda de cumbia en Valparaíso 🎸 need a google "
                "sheet to split gig money between 5 members after the van rental. we have a "
                "gig on saturday in viña",
                [("identity", "bass"), ("identity", "valpara"), ("activity", "gig")],
            ),
            (A, "Put the total in B1, van cost in B2, and each share = (B1-B2)/5...", []),
            (U, "jaja the drummer always owes money, can you add a 'debts' column", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "my daughter (7) was just diagnosed with ADHD and her teacher wants a meeting "
                "next tuesday. can you help me list questions to ask? im a single dad and "
                "honestly kind of overwhelmed",
                [("identity", "daughter"), ("activity", "meeting"), ("identity", "single")],
            ),
            (A, "Of course. Here are questions about classroom support, seating...", []),
            (U, "her mom lives in perth so its mostly me", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "why does this log undefined\n"
                "```js\nconst user = fetchUser(1);\nconsole.log(user.name);\n```",
                [],
            ),
            (A, "fetchUser returns a Promise; use `const user = await fetchUser(1);`.", []),
            (U, "ahh async. always async. ok thx", []),
            (
                U,
                "i teach myself web dev at night after my warehouse shifts, so sorry for the "
                "dumb questions",
                [("context", "web"), ("identity", "warehouse")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "i lost a whole month of my bakery's sales data because i was editing the only "
                "copy on a usb stick that died. now everything lives in google drive with "
                "version history. question: how do i make a pivot table of sales by weekday?",
                [("experience", "usb"), ("identity", "bakery")],
            ),
            (A, 'Add a column =TEXT(A2,"dddd"), then Insert > Pivot table...', []),
            (U, "wednesdays are dead, saturdays insane, as expected", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "pls check my ielts essay, the exam is 8 june in hanoi and i need band 7 for "
                "my scholarship application to australia\n\n"
                '"Nowadays many people think that working from home is better than working '
                "in office. I am agree with this opinion because I save two hours every day "
                'and my family is happier."',
                [("activity", "ielts"), ("context", "scholarship")],
            ),
            (A, "Good start. 'I am agree' should be 'I agree'... ", []),
            (U, "ok i fix. is it band 7 now or still 6", []),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "write a bedtime story where my son Leo (5) is a little dragon who is scared "
                "of the dark. he is, in real life too lol",
                [("identity", "leo")],
            ),
            (A, "Once upon a time, in a cave full of glittering stones, lived a dragon...", []),
            (U, "he fell asleep before the end 😴 10/10", []),
        ],
    ),
    Conversation(
        SITUATIONS[32],
        [
            (
                U,
                "my mother in law sent this, what does it say exactly?\n"
                '"Ciao cara, arrivo martedì con il treno delle 11. Sono allergica ai gatti, '
                "quindi porto le mie pillole. Non vedo l'ora di vedere i bambini!\"",
                [],
            ),
            (
                A,
                "\"Hi dear, I'm arriving Tuesday on the 11 o'clock train. I'm allergic to cats, "
                "so I'll bring my pills. I can't wait to see the kids!\"",
                [],
            ),
            (
                U,
                "ugh of course she is, we have two cats 🙄 ok how do i reply 'we'll pick you up "
                "at the station' in italian",
                [("identity", "cats")],
            ),
            (U, "grazie!!", []),
        ],
    ),
]
