"""Held-out set 41: home, money and everyday admin.

Renters fighting over deposits, mould and broken boilers, first-time buyers and homeowners
with burst pipes and boundary disputes, people on benefits, carers, pensioners, the
self-employed doing their taxes, people in debt, drivers with a broken car, and people
moving house, with partners, children, jobs and health coming up in passing.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), each a kind of person from the theme
   or a chat hazard, chosen from what such people tell a chat assistant about their home,
   money and paperwork, not from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a request, lowercase without apostrophes, typos, emoji and filler,
   sarcasm, fragments of Spanish, Polish, Tagalog, German, Hindi/Urdu, Arabic, Portuguese,
   Turkish and French, a pasted Python traceback and a spreadsheet error, a letter to
   proofread for a neighbour, a forwarded scam text, a story about an invented landlord,
   a lottery daydream, a friend's eviction, facts given as the reason for a question,
   short fragment answers, a voice-typed message without punctuation and a correction.
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   39% of the user turns state nothing durable about the user and carry no label. Five
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a renter who just moved in with his girlfriend and whose old landlord keeps the deposit",
    "a couple buying their first flat in Spain and applying for a mortgage",
    "a teacher with stored memories who has moved city and sets up council tax",
    "a benefits claimant with a chronic illness, voice-typing a note to her work coach",
    "a Polish homeowner whose pipe burst and who starts an insurance claim",
    "a care assistant in credit card debt asking for a budget, sarcastic",
    "a hospital pharmacy worker with a noisy upstairs neighbour, Tagalog fragments",
    "someone proofreading a German letter for an elderly neighbour",
    "a commuter whose car shows an engine fault code",
    "a self-employed dog groomer doing her first tax return",
    "someone moving house to the coast with an old cat, with a hypothetical aside",
    "a dental nurse with stored memories who split up with the partner she lives with",
    "a nursing student with asthma in a mouldy student house",
    "a pure question about council tax with nothing about the user",
    "a story request about an invented landlord that turns out to mirror the user's own",
    "a full-time carer for her mother asking about carer's allowance, Urdu fragments",
    "a driver whose parked car was hit, who corrects which insurer she is with",
    "a forwarded scam text about a tax refund",
    "an architect renovating the kitchen of her flat in Porto",
    "a warehouse supervisor with stored memories who was made redundant",
    "someone splitting bills with housemates in a spreadsheet and hitting an error",
    "a widowed pensioner voice-typing a question about winter fuel payments",
    "a lottery daydream followed by a general mortgage question",
    "someone chased by a debt collector for an old phone contract, Turkish fragments",
    "a wheelchair user whose landlord refuses a ramp",
    "a programmer building a budgeting app for his household who pastes a traceback",
    "a tenant with stored memories whose dog has died and who faces a carpet charge",
    "a Brazilian PhD student flat-hunting in Lyon without a guarantor",
    "a homeowner in a fence dispute with the neighbour, sarcastic",
    "someone asking about a friend's eviction who then mentions her own mortgage",
    "a parent of two teenagers asking for a food budget in short fragment answers",
    "a bus driver with stored memories who has just bought a house",
)

HOLDOUT41: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so i just moved out of my flat in bristol into my girlfriends place across "
                "town and now the landlord wants to keep £400 of my deposit for 'cleaning' "
                "even tho i paid for a professional clean 🙄 i literally have the receipt. "
                "what can i do",
                [("identity", "bristol"), ("identity", "girlfriend"), ("context", "deposit")],
            ),
            (
                A,
                "That sounds frustrating. Was your deposit protected in a scheme like the "
                "DPS, TDS or mydeposits?",
                [],
            ),
            (U, "yea dps i think", []),
            (
                A,
                "Then you can raise a free dispute with the DPS and send them the receipt "
                "and your check-out photos.",
                [],
            ),
            (
                U,
                "ok good. for context im a freelance translator so money is tight some months, "
                "i kinda need that 400 back lol",
                [("identity", "translator")],
            ),
            (A, "Understood. Here's a short message you can send the landlord first...", []),
            (U, "ty ur a lifesaver", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "hola! so me and my husband are buying our first place, we live in valencia "
                "and got an offer accepted on a piso in benimaclet 🥳 but the bank wants a "
                "million papers for the mortgage, que es una nota simple??",
                [
                    ("identity", "husband"),
                    ("identity", "valencia"),
                    ("context", "buying"),
                    ("context", "mortgage"),
                ],
            ),
            (
                A,
                "¡Enhorabuena! Una nota simple es un extracto del Registro de la Propiedad "
                "que muestra quién es el propietario y si hay cargas sobre el piso.",
                [],
            ),
            (
                U,
                "ok can u answer in english from now on pls 😅 my spanish is still pretty "
                "basic, im doing classes twice a week",
                [("preference", "english"), ("context", "spanish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        existing=[
            ("m1", "Lives in Manchester", "personal"),
            ("m2", "Works as a teacher at Oakfield Primary", "professional"),
        ],
        turns=[
            (
                U,
                "heyy update, we finally left manchester 😅 living in sheffield now, closer "
                "to my parents. how do i set up council tax for the new place",
                [("retract", "manchester"), ("identity", "sheffield"), ("identity", "parents")],
            ),
            (
                A,
                "Congratulations on the move! You register on Sheffield City Council's "
                "website. Are you still teaching at Oakfield?",
                [],
            ),
            (U, "yep for now, just a longer drive lol", []),
            (A, "Fair enough. Anything else for the new place?", []),
            (
                U,
                "ok and the single person discount, does it count if its just me and the kids",
                [("identity", "kids")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "hi i need help writing a message on my universal credit journal my work "
                "coach said i have to do 35 hours of job search a week but i have "
                "fibromyalgia and my gp says i cant do that many can you help me word it",
                [("context", "universal"), ("context", "job"), ("identity", "fibromyalgia")],
            ),
            (
                A,
                "Of course. Here's a draft asking for your work search hours to be reduced "
                "in line with your GP's advice...",
                [],
            ),
            (
                U,
                "oh and mention i have a 9 year old daughter so i can only really do school hours",
                [("identity", "daughter")],
            ),
            (A, "Added. Here's the updated version...", []),
            (U, "thats good but make it less formal i dont want to sound like a lawyer lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "kurde... pipe burst in the bathroom last night and now the kitchen ceiling "
                "underneath is soaked 😩 its our house, 1930s semi in leicester. how do i "
                "start a claim with aviva home insurance",
                [
                    ("activity", "pipe"),
                    ("identity", "leicester"),
                    ("identity", "aviva"),
                    ("context", "claim"),
                ],
            ),
            (
                A,
                "Sorry to hear that. Turn off the water at the stopcock, then call Aviva's "
                "claims line or start the claim online.",
                [],
            ),
            (
                U,
                "ok thx, sorry my english not so good im polish 🙈 the adjuster is coming "
                "thursday, what should i take photos of",
                [("identity", "polish"), ("activity", "adjuster")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "love that my credit card is at 6k and the car needs new tyres, living the "
                "dream 🙃 im a care assistant so not exactly rolling in it. can u help me "
                "make a budget that doesnt make me cry",
                [("identity", "care"), ("context", "credit")],
            ),
            (
                A,
                "Absolutely. What's your monthly take-home pay, and what are your fixed costs?",
                [],
            ),
            (
                U,
                "about 1900 after tax. rent 750, council tax 130, phone 25, car insurance 60",
                [("identity", "1900"), ("identity", "750")],
            ),
            (A, "Thanks. Here's a plan that clears the card in about two years...", []),
            (U, "can u put it in a table", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "grabe yung kapitbahay ko 😤 the guy upstairs plays drum and bass til 3am "
                "every weekend and i do early shifts at the hospital pharmacy. how do i "
                "complain to the council without starting a war",
                [("identity", "pharmacy"), ("context", "neighbour")],
            ),
            (
                A,
                "Keep a noise diary first. Do you rent or own? If you rent, your landlord "
                "may be able to act too.",
                [],
            ),
            (U, "rent, its a housing association flat", [("identity", "housing")]),
            (
                A,
                "Then report it to the housing association as well; they can enforce the "
                "tenancy terms.",
                [],
            ),
            (U, "salamat po 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "kannst du das korrigieren? its for my neighbour frau schulz, shes 84 and "
                "doesnt do computers. my german is ok but not formal enough lol:\n\n"
                "'Sehr geehrte Damen und Herren, ich wohne seit 1987 in der Wohnung und die "
                "Heizung ist seit drei Wochen kaputt. Ich bitte Sie dringend um Reparatur.'",
                [("identity", "german")],
            ),
            (
                A,
                "Here's a corrected, more formal version... Your German is very good, by the way!",
                [],
            ),
            (
                U,
                "haha danke, been in hamburg 5 yrs now, originally from edinburgh",
                [("identity", "hamburg"), ("identity", "edinburgh")],
            ),
            (A, "That explains it! Let me know if she needs anything else.", []),
            (U, "ok printing it now, she'll be thrilled", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "check engine light came on in my 2014 ford focus, obd reader says P0420 "
                "catalyst system efficiency below threshold (bank 1). is that expensive?? i "
                "drive 40 miles a day for work",
                [("identity", "focus"), ("identity", "miles")],
            ),
            (
                A,
                "P0420 often means a worn catalytic converter, but it can also be a faulty "
                "O2 sensor or an exhaust leak, which are much cheaper.",
                [],
            ),
            (U, "garage quoted 900 quid 💀 is that legit", []),
            (
                A,
                "For a new cat on a Focus that's on the high side. Ask them to check the "
                "downstream sensor first.",
                [],
            ),
            (
                U,
                "ok ill get a 2nd quote. also im not a car person at all so explain stuff "
                "like im 5 pls",
                [("preference", "simple")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "first year doing self assessment as a self employed dog groomer 🐩 deadline "
                "is 31 jan right? and can i claim for my van",
                [("identity", "groomer"), ("context", "assessment"), ("identity", "van")],
            ),
            (
                A,
                "Yes, 31 January for online returns. Do you use the van for personal trips too?",
                [],
            ),
            (U, "weekends sometimes, taking my son to football", [("identity", "son")]),
            (A, "Then you can only claim the business share of the costs...", []),
            (U, "cheers", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "moving from my 1 bed in croydon to a little house in margate on the 28th!! "
                "🏡📦 can u make me a moving checklist",
                [("identity", "croydon"), ("activity", "margate")],
            ),
            (A, "Exciting! Here's a checklist, starting with meter readings...", []),
            (
                U,
                "if i hypothetically just didnt tell the old energy supplier would they even "
                "notice lol",
                [],
            ),
            (A, "They would, and you'd keep getting billed for the old flat.", []),
            (
                U,
                "fair. also my cat mochi HATES the carrier, shes 14 and very dramatic. tips?",
                [("identity", "mochi")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        existing=[
            ("m1", "Lives with boyfriend Tom in Cardiff", "personal"),
            ("m2", "Works as a dental nurse", "professional"),
        ],
        turns=[
            (
                U,
                "so tom and i split up 💔 im staying in the flat but the tenancy is in both "
                "our names, can i get him taken off",
                [("retract", "tom"), ("context", "tenancy")],
            ),
            (
                A,
                "I'm sorry. In Wales you'll need the landlord's agreement to change the "
                "occupation contract.",
                [],
            ),
            (U, "idk if i can even afford it on my own on a dental nurse wage tbh", []),
            (A, "That's a fair worry. Want to go through the numbers together?", []),
            (U, "yes pls can u help me work out if its doable", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "yalla help 😭 our student house in nottingham has black mould all over my "
                "bedroom wall and the agency keeps ignoring us. im in 3rd year nursing and "
                "have asthma so its actually making me ill",
                [
                    ("identity", "nottingham"),
                    ("identity", "nursing"),
                    ("identity", "asthma"),
                    ("context", "mould"),
                ],
            ),
            (A, "That's serious with asthma. How long have you been reporting it?", []),
            (U, "we've emailed them 4 times since october", []),
            (A, "Then it's time for a formal letter. Shall I draft one?", []),
            (
                U,
                "ok can u write the letter, sign it from me, Yasmin Haddad",
                [("identity", "yasmin")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (U, "random q but why is council tax so different between areas", []),
            (
                A,
                "It depends on property bands from 1991 values and on what each council "
                "needs to fund.",
                [],
            ),
            (U, "huh interesting. ok thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "write me a short funny story about a landlord named Gerald who refuses to "
                "fix a boiler, the tenant is a 30 yo librarian called Priya who keeps a pet "
                "iguana",
                [],
            ),
            (A, "Gerald had a simple philosophy: a boiler is a state of mind...", []),
            (
                U,
                "lol amazing. tbh gerald is basically my actual landlord 😂 our boiler has "
                "been broken 2 weeks, im so cold",
                [("context", "boiler")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "yaar i look after my ammi full time, she had a stroke last year. am i "
                "eligible for carers allowance? im 42 and dont work rn",
                [("identity", "carer"), ("identity", "mother"), ("identity", "42")],
            ),
            (
                A,
                "Possibly, if you care for her 35+ hours a week and she gets certain "
                "disability benefits. Do you live with her?",
                [],
            ),
            (U, "haan same house, in bradford", [("identity", "bradford")]),
            (A, "Okay. Here's how to apply...", []),
            (U, "shukriya 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "someone reversed into my car in the tesco car park yesterday, got their "
                "details. im with admiral, do i claim on mine or theirs",
                [("activity", "tesco"), ("identity", "admiral")],
            ),
            (A, "If they accept fault, you can claim on their insurance directly.", []),
            (
                U,
                "sorry i meant direct line not admiral, admiral is our home insurance lol",
                [("identity", "direct line")],
            ),
            (A, "No problem, the advice is the same.", []),
            (U, "its a 2019 corsa if it matters, my first ever car", [("identity", "corsa")]),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "got this text is it real?? 'HMRC: You are eligible for a tax refund of "
                "£326.17. Claim before 23:59 today: hmrc-refund-gov.co'",
                [],
            ),
            (A, "That's a scam. HMRC never texts about refunds with a link.", []),
            (U, "knew it 🙄 my nan almost fell for one of these last year", []),
            (A, "They're very convincing. You can forward it to 7726.", []),
            (U, "how do i report it properly", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "oi! we're redoing the kitchen in our flat in porto, budget is 8 mil euros, "
                "is that realistic for cabinets + worktop? tb sou arquiteta so the design "
                "side is fine, its the costs that scare me",
                [("context", "kitchen"), ("identity", "porto"), ("identity", "architect")],
            ),
            (
                A,
                "It's doable for a mid-range kitchen. Standard base cabinets are about 24 "
                "inches deep...",
                [],
            ),
            (U, "metric pls, im european 😅", [("preference", "metric")]),
            (A, "Sorry! About 60 cm deep...", []),
            (U, "valeu", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        existing=[
            ("m1", "Works as a warehouse supervisor at Amazon", "professional"),
            ("m2", "Has a son called Leo", "personal"),
        ],
        turns=[
            (
                U,
                "got made redundant friday 🙃 so no more amazon. how do i claim jobseekers "
                "allowance and does my redundancy pay affect it",
                [
                    ("retract", "amazon"),
                    ("experience", "redundant"),
                    ("context", "jobseeker"),
                ],
            ),
            (
                A,
                "Sorry to hear that. Redundancy pay doesn't affect new-style JSA. Are you "
                "looking for similar shift work?",
                [],
            ),
            (
                U,
                "leo's only 6 so i cant do nights anymore anyway",
                [("identity", "leo")],
            ),
            (A, "That makes sense. Day roles in logistics are worth a look...", []),
            (U, "and be direct with me pls, dont sugarcoat stuff", [("preference", "direct")]),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "trying to split bills with my 3 housemates in google sheets and getting "
                "#DIV/0! on =C2/D2 wtf",
                [("identity", "housemates")],
            ),
            (A, "D2 is probably empty. Try =IFERROR(C2/D2, 0).", []),
            (U, "omg yes ty", []),
            (A, "Glad it worked!", []),
            (
                U,
                "also can u always give me formulas for sheets not excel, i dont have excel",
                [("preference", "sheets")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "hello I am 71 and a widow I live on my own in a bungalow in Norfolk I get "
                "my state pension and a small one from when I worked at the post office can "
                "you tell me if I can still get the winter fuel payment",
                [
                    ("identity", "71"),
                    ("identity", "widow"),
                    ("identity", "norfolk"),
                    ("identity", "pension"),
                    ("identity", "post office"),
                ],
            ),
            (
                A,
                "Since 2024 it's mainly paid to people on Pension Credit or similar "
                "benefits. Do you get Pension Credit?",
                [],
            ),
            (
                U,
                "no I dont think so my son usually does all this for me but he has moved to "
                "Australia",
                [("identity", "son")],
            ),
            (A, "You may well qualify. Here's how to check...", []),
            (U, "thank you dear you have been very helpful", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "if i won the lottery id buy a farmhouse in tuscany and never pay rent again "
                "lol. anyway how much is a typical deposit for a mortgage in the uk",
                [],
            ),
            (A, "Usually 10-15%, though some lenders go down to 5%.", []),
            (U, "ok and is 5% even possible for first time buyers these days", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "abi bu ne ya 😩 got a letter from lowell saying i owe £780 for an old "
                "vodafone contract from when i lived in birmingham. i live in london now. "
                "do i have to pay",
                [("context", "debt"), ("identity", "birmingham"), ("identity", "london")],
            ),
            (
                A,
                "Don't pay yet. Ask them to prove the debt. How old is it? Debts over six "
                "years can be statute-barred.",
                [],
            ),
            (U, "2017 i think", []),
            (A, "Then it may be statute-barred. Here's what to check...", []),
            (
                U,
                "ok send me a template for the prove it letter, keep it short im on my phone",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "im a wheelchair user and my landlord wont let me put a ramp at the front "
                "door, is that even legal? im in glasgow if it matters",
                [("identity", "wheelchair"), ("identity", "glasgow"), ("context", "ramp")],
            ),
            (
                A,
                "In Scotland a landlord can't unreasonably refuse an adaptation like a ramp.",
                [],
            ),
            (
                U,
                "good bc i do wheelchair basketball on tuesdays so i need to get in and out "
                "easily lol",
                [("identity", "basketball")],
            ),
            (A, "Here's a letter you can send requesting consent...", []),
            (U, "ok thank u, this is really useful", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "building a little budgeting app for me and my wife in python, getting "
                'this:\n\nTraceback (most recent call last):\n  File "budget.py", line 14, '
                "in <module>\n    total += row['amount']\nTypeError: unsupported operand "
                "type(s) for +=: 'int' and 'str'\n\nwhats wrong",
                [("context", "app"), ("identity", "wife")],
            ),
            (
                A,
                "csv.DictReader gives strings. Use total += float(row['amount']), or "
                "Decimal for money.",
                [],
            ),
            (U, "ah duh. everything is in gbp btw", []),
            (A, "Then Decimal with two places is a good fit...", []),
            (
                U,
                "ty 🙏 and i prefer type hints in code examples",
                [("preference", "type hints")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        existing=[
            ("m1", "Has a dog called Biscuit", "personal"),
            ("m2", "Lives in Dublin", "personal"),
        ],
        turns=[
            (
                U,
                "we had to put biscuit down last month 😢 the flat feels so empty. and now "
                "the landlord says i owe for carpet damage from him, 2 yrs of scratches, is "
                "that not fair wear and tear",
                [("retract", "biscuit"), ("experience", "biscuit"), ("context", "carpet")],
            ),
            (
                A,
                "I'm so sorry about Biscuit. Some wear is normal; if you disagree you can "
                "take it to the RTB.",
                [],
            ),
            (U, "yeah rtb, thanks. sorry for the trauma dump lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "salut, je cherche un appart à lyon but they all ask for a garant and i "
                "dont have family in france. im a phd student from brazil on a 1700€ stipend",
                [
                    ("context", "lyon"),
                    ("identity", "phd"),
                    ("identity", "brazil"),
                    ("identity", "stipend"),
                ],
            ),
            (
                A,
                "Look at Visale, a free state guarantee for students and young workers.",
                [],
            ),
            (
                U,
                "visale?? never heard of it. does it work for couples, my partner might join "
                "me in jan",
                [("identity", "partner")],
            ),
            (A, "Each person applies separately, but yes, it works for a shared lease.", []),
            (U, "merci!! 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "my lovely neighbour has decided my fence is actually on his land after 12 "
                "years 🙂🙂 we bought this house in 2012. whats a boundary survey cost",
                [("identity", "2012"), ("context", "boundary")],
            ),
            (
                A,
                "Usually £500-£1,500, more in London. Where are you based?",
                [],
            ),
            (
                U,
                "lol we're not paying london prices, its county durham",
                [("identity", "durham")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "my mate is getting a section 21, hes got 2 kids and works nights at a "
                "bakery, how long does he have to get out",
                [],
            ),
            (
                A,
                "At least two months' notice, and he doesn't have to leave without a court order.",
                [],
            ),
            (
                U,
                "ok ill tell him. glad im not renting anymore tbh, we finally paid off our "
                "mortgage in march 🎉",
                [("experience", "mortgage")],
            ),
            (A, "Congratulations, that's a huge milestone!", []),
            (
                U,
                "thinking of downsizing now the kids have left home, somewhere near the coast",
                [("context", "downsizing"), ("identity", "kids")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (U, "can u help me plan a food budget", []),
            (A, "Sure! How many people are you feeding, and what's your weekly budget?", []),
            (U, "me + 2 teens. 80 a week", [("identity", "teen"), ("context", "budget")]),
            (A, "Any dietary needs?", []),
            (U, "im veggie, kids eat everything lol", [("identity", "veg")]),
            (A, "Here's a week of meals for three at about £78...", []),
            (U, "perfect ❤️", []),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        existing=[
            ("m1", "Rents a flat in Leeds", "personal"),
            ("m2", "Works as a bus driver", "professional"),
        ],
        turns=[
            (
                U,
                "GOT THE KEYS TODAY 🥹🔑 no more renting!! we bought a little terrace in harrogate",
                [("retract", "leeds"), ("identity", "harrogate")],
            ),
            (A, "Congratulations on your new home!", []),
            (
                U,
                "how long do i have to pay stamp duty, solicitor said its sorted but i wanna check",
                [],
            ),
        ],
    ),
]
