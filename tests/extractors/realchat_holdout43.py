"""Held-out set 43: visas, law and the state.

Nurses and engineers on work visas, asylum seekers, spouse-visa couples and citizenship-test
takers; people with tribunal hearings, court letters, jury summonses, parking and tax fines;
soldiers, reservists and veterans; prison and police officers, serving or just retired.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a request; lowercase without apostrophes; typos; emoji and filler
   ("lol", "ngl", "tbh"); sarcasm; Tagalog, Spanish, Polish and Ukrainian fragments; facts
   given as the reason for a question ("I'm Deaf and use BSL"); short fragment answers to a
   quiz; a voice-typed message without punctuation; a "sorry i meant" correction; a pasted
   portal error; a forwarded official letter to translate; a friend's visa statement, an
   own appeal letter, CV lines and an exam letter handed over to proofread; a role-play at a
   border desk; a hypothetical about an overstay; statements about a friend and a cousin;
   formal writers (a German exchange student, a tribunal self-representer, a retired officer).
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   38% of the user turns state nothing durable about the user and carry no label. 5
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a Filipino NHS nurse on a work visa preparing her settlement application, with dependants",
    "an Eritrean asylum seeker voice-typing about his substantive interview",
    "a US Army veteran filing his first disability claim",
    "a prison officer about to start a week of night shifts",
    "a London driver challenging a box-junction penalty, pasting her own appeal to soften",
    "a man quizzing himself for the Life in the UK test before applying for citizenship",
    "a Spanish-speaking woman in Houston rehearsing her naturalization civics questions",
    "a student police officer revising for a law exam with scenarios",
    "a formal self-representer with a housing tribunal hearing about a deposit",
    "a warehouse worker dismissed after sick leave, starting an employment claim",
    "a German master's student writing formally about an F-1 visa, pasting a portal error",
    "a teaching assistant planning a wedding abroad and a spouse visa for her fiancé",
    "a man forwarding a German immigration office letter to translate",
    "a traveller role-playing a strict border interview for practice",
    "a delivery van driver caught speeding and offered a course",
    "a self-employed plumber summoned for jury service",
    "an army reservist mobilised for a tour, with an awkward civilian employer",
    "a Royal Navy leaver civilianising his CV for a new career",
    "a Nigerian accountant who has just immigrated to Canada",
    "a prison officer who has resigned after an assault and changed career",
    "a woman in Cork starting a divorce",
    "a Polish barista who moved to Dublin for a tech job",
    "a retired Metropolitan Police officer applying to be a magistrate",
    "a carer facing a no-insurance charge by post",
    "a British man proofreading his Algerian friend's student visa statement",
    "a hypothetical about an overstayed US visa that turns out to be about a cousin",
    "an H-1B worker laid off with his wife on a dependant visa",
    "a Ukrainian refugee in Leipzig on an integration course, handing over an exam letter",
    "a new freelance photographer fined by HMRC",
    "a Deaf witness in a criminal trial asking about interpreters and breaks",
)

HOLDOUT43: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hi po! im a staff nurse in leicester, came over from the philippines in 2020 on "
                "the skilled worker visa so its finally ILR time 🙏 what documents do i need for "
                "the SET(O)",
                [
                    ("identity", "nurse"),
                    ("identity", "leicester"),
                    ("identity", "philippines"),
                    ("context", "ilr"),
                ],
            ),
            (
                A,
                "For SET(O) you'll usually need your passport and BRP, proof of continuous "
                "employment with your sponsor, payslips, and your Life in the UK test pass...",
                [],
            ),
            (
                U,
                "my husband and our son are on my visa as dependants, do they need to apply at "
                "the same time as me",
                [("identity", "husband"), ("identity", "son")],
            ),
            (
                A,
                "They can apply with you or later, but each needs to meet the dependant rules...",
                [],
            ),
            (U, "ok salamat!! thats really helpful", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "hello I am asking for my situation I came from Eritrea two years ago and I am "
                "waiting for decision from home office for my asylum claim they say it can take "
                "long time I have the interview on 14 March what should I bring",
                [("identity", "eritrea"), ("context", "asylum"), ("activity", "interview")],
            ),
            (
                A,
                "For your substantive interview, bring your ARC card, any documents about your "
                "identity and what happened to you, and the interview letter...",
                [],
            ),
            (
                U,
                "I speak Tigrinya and little Arabic can I ask for interpreter in Tigrinya",
                [("identity", "tigrinya"), ("identity", "arabic")],
            ),
            (
                A,
                "Yes. You can ask for a Tigrinya interpreter, and tell them if you want a man or "
                "a woman...",
                [],
            ),
            (
                U,
                "ok thank you very much. I live in Birmingham in the hotel now, can they pay my "
                "train to the interview",
                [("identity", "birmingham")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "did 8 yrs in the army, 2 deployments to afghanistan, got out in 2019. finally "
                "filing a VA claim for my tinnitus and sleep apnea. where do i even start lol",
                [
                    ("identity", "army"),
                    ("experience", "afghanistan"),
                    ("identity", "tinnitus"),
                    ("identity", "apnea"),
                    ("context", "va claim"),
                ],
            ),
            (
                A,
                "Start with an Intent to File on VA.gov, which protects your effective date. Do "
                "you already have a disability rating?",
                [],
            ),
            (U, "no rating. zero. never filed anything before", []),
            (
                A,
                "Then you'll file a 526EZ. VA will likely schedule a C&P exam...",
                [],
            ),
            (
                U,
                "whats a c&p exam. also i work nights at a distribution center, can i ask for an "
                "afternoon slot",
                [("identity", "distribution")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "prison officer here, cat B local in the midlands. im on nights all next week and "
                "i always wreck my sleep, any tips that actually work",
                [
                    ("identity", "prison officer"),
                    ("identity", "midlands"),
                    ("activity", "night"),
                ],
            ),
            (
                A,
                "Blackout curtains, a consistent anchor sleep window, caffeine only in the first "
                "half of the shift...",
                [],
            ),
            (
                U,
                "already got blackout curtains lol. and i dont drink coffee, cant stand the stuff",
                [("preference", "coffee")],
            ),
            (
                A,
                "Fair enough. Then focus on light: bright light early in the shift, sunglasses on "
                "the drive home, and a 4-hour anchor sleep...",
                [],
            ),
            (
                U,
                "cheers, will try the anchor sleep thing. my partner works days at the hospital "
                "so at least the house is quiet",
                [("identity", "partner")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "got a PCN from Lambeth for stopping in a yellow box, the sign is literally "
                "behind a tree 🙄 love paying lambeth for the privilege of existing. is it worth "
                "appealing",
                [("context", "pcn")],
            ),
            (
                A,
                "If the signage wasn't visible it's worth a formal representation. Take photos "
                "of the sign and the junction...",
                [],
            ),
            (
                U,
                "heres what i wrote so far, can u make it sound less angry:\n\n"
                '"Dear Sir/Madam, I am writing to challenge PCN LJ80231177. I have been driving '
                "for 22 years and have never once received a ticket. Your sign is hidden by a "
                'tree that you have clearly not cut since 2015..."',
                [],
            ),
            (
                A,
                "Here's a calmer version: 'Dear Sir/Madam, I wish to make representations "
                "against PCN LJ80231177...'",
                [],
            ),
            (
                U,
                "perfect. its 14 days for the discount right? im a community midwife so im "
                "through that junction like 4 times a day",
                [("identity", "midwife")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "doing my life in the uk test on thursday so i can apply for citizenship and i "
                "keep mixing up the kings and queens 😭 can you quiz me on the tudors",
                [("activity", "life uk test"), ("context", "citizenship")],
            ),
            (
                A,
                "Sure! Which Tudor king broke with the Roman Catholic Church and founded the "
                "Church of England?",
                [],
            ),
            (U, "henry viii", []),
            (
                A,
                "Correct. Next: which queen defeated the Spanish Armada in 1588?",
                [],
            ),
            (
                U,
                "elizabeth I. also is it true you need B1 english for citizenship? my wife is "
                "worried, shes been here 6 yrs but her english isnt great",
                [("identity", "wife")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "hola! vivo en houston y tengo mi entrevista de naturalización el 3 de junio. "
                "can you ask me the civics questions? en inglés porfa",
                [("identity", "houston"), ("activity", "naturaliz")],
            ),
            (
                A,
                "¡Claro! Question 1: What is the supreme law of the land?",
                [],
            ),
            (U, "the constitution", []),
            (
                A,
                "Correct! Question 2: What do we call the first ten amendments to the "
                "Constitution?",
                [],
            ),
            (U, "the constitution again? no wait", []),
            (A, "Not quite, try again.", []),
            (U, "sorry i meant the bill of rights jaja. next", []),
            (
                A,
                "Correct! Question 3: Name one branch or part of the government.",
                [],
            ),
            (
                U,
                "legislative. btw my husband is already a citizen, does that make mine faster?",
                [("identity", "husband")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "student officer with thames valley, 18 months into probation. got my "
                "legislation exam next friday and theft act vs fraud act is frying my brain",
                [("identity", "thames valley"), ("activity", "exam")],
            ),
            (
                A,
                "Let's untangle them. Theft needs appropriation of property belonging to "
                "another, dishonestly, with intent to permanently deprive...",
                [],
            ),
            (
                U,
                "can you give me a scenario and ill say which offence. i learn way better from "
                "examples than definitions",
                [("preference", "examples")],
            ),
            (
                A,
                "A man grabs a phone from a woman's hand, pushing her so she stumbles, then "
                "runs off. What offence?",
                [],
            ),
            (U, "robbery?? since he used force right before", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "My case against my former landlord will be heard by the First-tier Tribunal "
                "(Housing and Property Chamber) in Glasgow on 12 September. He failed to lodge "
                "my deposit in an approved scheme. I am representing myself and would like to "
                "prepare a short written statement.",
                [("context", "landlord"), ("activity", "tribunal")],
            ),
            (
                A,
                "Certainly. A clear statement should set out the tenancy dates, the deposit "
                "amount, when it was paid, and evidence that it was not lodged...",
                [],
            ),
            (
                U,
                "Thank you. Should I bring the original tenancy agreement, or is a copy "
                "sufficient? I should mention that I am dyslexic, so reading the bundle takes "
                "me some time.",
                [("identity", "dyslexi")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "got sacked from the warehouse after 3 yrs for 'gross misconduct' bc i took sick "
                "days WITH a doctors note. putting in an unfair dismissal claim, acas early "
                "conciliation started last week. honestly feel like im going crazy",
                [("experience", "warehouse"), ("context", "dismissal")],
            ),
            (
                A,
                "That sounds really stressful. Are you in a union? They can often help with "
                "representation...",
                [],
            ),
            (
                U,
                "no union. my brothers a solicitor but he does conveyancing so no help lol",
                [("identity", "brother")],
            ),
            (
                A,
                "That's ok, plenty of claimants represent themselves. Keep every letter and "
                "your fit notes...",
                [],
            ),
            (U, "whats the time limit again, 3 months minus a day?", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "Good evening. I am a master's student in mechanical engineering at TU Munich "
                "and have been admitted to a one-semester exchange at Purdue University starting "
                "in January. Could you please explain the steps of the F-1 visa application?",
                [("identity", "munich"), ("activity", "purdue"), ("context", "visa")],
            ),
            (
                A,
                "Of course. First you receive the I-20 from Purdue, then pay the SEVIS fee, "
                "complete the DS-160, and book an interview at the consulate in Munich...",
                [],
            ),
            (
                U,
                "I have completed the DS-160. The payment portal shows this message:\n\n"
                "Error 0x4F2: Session expired. Please log in again. (Ref: CGI-PAY-114)\n\n"
                "What does it mean?",
                [],
            ),
            (
                A,
                "It means the payment session timed out. Log out fully, clear cookies, and try "
                "again in a private window...",
                [],
            ),
            (
                U,
                "Thank you, that worked. My flight to Chicago is on 4 January.",
                [("activity", "chicago")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "me and my fiancé are getting married in bangkok in november 💍 then i want to "
                "bring him over on a spouse visa. i work as a teaching assistant, not exactly "
                "rolling in it lol, whats the minimum income now",
                [
                    ("identity", "fianc"),
                    ("activity", "bangkok"),
                    ("context", "spouse visa"),
                    ("identity", "teaching assistant"),
                ],
            ),
            (
                A,
                "The minimum income requirement for new spouse visa applications is currently "
                "£29,000 a year...",
                [],
            ),
            (U, "ugh thats way more than i earn. can savings count instead?", []),
            (
                A,
                "Yes, cash savings above £16,000 can be used, either alone or combined with "
                "income...",
                [],
            ),
            (U, "ok", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "can u translate this into english pls its from the ausländerbehörde:\n\n"
                '"Sehr geehrter Herr Okafor, Ihre Aufenthaltserlaubnis läuft am 30.04. ab. '
                "Bitte vereinbaren Sie einen Termin zur Verlängerung und bringen Sie Ihren "
                'Reisepass, ein biometrisches Foto und Ihren Arbeitsvertrag mit."',
                [],
            ),
            (
                A,
                "'Dear Mr Okafor, your residence permit expires on 30 April. Please make an "
                "appointment for its extension and bring your passport, a biometric photo and "
                "your employment contract.'",
                [],
            ),
            (U, "thx. do they usually answer if you email instead of booking online?", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "lets do a roleplay. youre a CBP officer at JFK and im a traveller coming in "
                "from Lagos, im a software engineer going to a conference in boston. be strict lol",
                [],
            ),
            (A, "Next. Passport, please. What's the purpose of your visit?", []),
            (
                U,
                "im here for a tech conference, staying 5 days at a hotel in back bay",
                [],
            ),
            (A, "Who's paying for the trip? Do you have a return ticket?", []),
            (U, "my company is paying, i have a letter from my employer right here", []),
            (A, "Alright. Welcome to the United States.", []),
            (
                U,
                "ok break. how did i do?? my real visa interview is at the lagos consulate next "
                "tuesday and im lowkey terrified",
                [("activity", "interview")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "caught doing 36 in a 30 on the way to work 🤦‍♂️ i drive a delivery van for a "
                "living so i really cant take points. they offered me a speed awareness course, "
                "is it online or do i have to go somewhere",
                [("identity", "delivery"), ("context", "speed awareness")],
            ),
            (
                A,
                "Most providers now run them online over Zoom, about 2.5 to 4 hours...",
                [],
            ),
            (
                U,
                "booked it, its saturday morning on zoom",
                [("activity", "speed awareness")],
            ),
            (A, "Good. You'll need a quiet room, webcam on, and your licence to hand.", []),
            (U, "anything i should prep or just turn up", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "got summoned for jury service starting 6 may at snaresbrook crown court. im a "
                "self employed plumber so two weeks off is a big deal, can i defer??",
                [("activity", "jury"), ("identity", "plumber")],
            ),
            (
                A,
                "Yes, you can ask to defer once, to a date within 12 months, explaining why...",
                [],
            ),
            (U, "can i claim loss of earnings then", []),
            (
                A,
                "Yes, up to a daily limit, with evidence from your accountant or tax returns.",
                [],
            ),
            (U, "deferred to september 👍 much better", [("activity", "jury")]),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "im a reservist in the royal engineers and got mobilised for a 6 month tour to "
                "estonia from august. my civvy employer is being funny about it. what are my "
                "rights",
                [
                    ("identity", "reservist"),
                    ("activity", "estonia"),
                    ("context", "employer"),
                ],
            ),
            (
                A,
                "Under the Reserve Forces (Safeguard of Employment) Act 1985 your employer must "
                "reinstate you afterwards...",
                [],
            ),
            (U, "theyre saying theyll 'review my position' when im back 😐", []),
            (
                A,
                "That's worth raising with Defence Relations Management now, in writing...",
                [],
            ),
            (
                U,
                "also my girlfriend and i have a little girl, our daughter is 2, is there any "
                "extra support for families while im away",
                [("identity", "girlfriend"), ("identity", "daughter")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "ex royal navy, 12 yrs as a marine engineering technician, left in march. "
                "trying to get into facilities management now and my cv reads like a military "
                "manual lol. can you help civilianise it",
                [("identity", "navy"), ("context", "facilities")],
            ),
            (A, "Happy to. Paste a few bullet points and I'll translate them.", []),
            (
                U,
                "heres a bit:\n\n"
                "- Responsible for maintenance of propulsion and auxiliary machinery IAW BR 3000 "
                "series\n"
                "- Managed team of 6 JRs during DCXO watchkeeping\n"
                "- Held SQEP status for HV systems",
                [],
            ),
            (
                A,
                "- Maintained propulsion and auxiliary plant to industry standards\n"
                "- Led a team of six technicians on shift\n"
                "- Authorised person for high-voltage systems",
                [],
            ),
            (
                U,
                "much better. i also have a level 4 in electrical, should that go at the top?",
                [("identity", "electrical")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        existing=[
            ("m1", "Lives in Lagos", "personal"),
            ("m2", "Works as an accountant at a bank", "professional"),
        ],
        turns=[
            (
                U,
                "quick one - we landed in toronto last month through express entry 🇨🇦 so lagos "
                "is officially behind us lol. how do i get my SIN and health card",
                [("retract", "lagos"), ("identity", "toronto")],
            ),
            (
                A,
                "Your SIN you can get at any Service Canada office with your PR confirmation. "
                "For OHIP, book at ServiceOntario...",
                [],
            ),
            (
                U,
                "ok and im ICAN chartered, does that count here or do i need the CPA",
                [("identity", "ican")],
            ),
            (
                A,
                "CPA Ontario assesses international credentials case by case; ICAN members "
                "usually need to complete some CPA modules...",
                [],
            ),
            (U, "alright thanks, guess its back to the books 😩", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        existing=[
            ("m1", "Works as a prison officer at HMP Wandsworth", "professional"),
            ("m2", "Has a dog called Rex", "personal"),
        ],
        turns=[
            (
                U,
                "handed my notice in at wandsworth friday. 9 years. done. starting with the "
                "ambulance service as a call handler in two weeks",
                [("retract", "wandsworth"), ("identity", "ambulance")],
            ),
            (A, "That's a big change, congratulations on the new role.", []),
            (U, "how do i transfer my pension, i was in the civil service scheme", []),
            (
                A,
                "You can usually leave it as deferred benefits or transfer it to the NHS scheme...",
                [],
            ),
            (
                U,
                "honestly the last straw was getting assaulted on the wing in jan. lesson "
                "learned, no job is worth that",
                [("experience", "assault")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        existing=[
            ("m1", "Married to Daniel", "relationship"),
            ("m2", "Lives in Cork", "personal"),
        ],
        turns=[
            (
                U,
                "daniel and i are separating, the divorce application went in last week. i need "
                "to figure out what happens with the house, its in both our names",
                [("retract", "daniel"), ("context", "divorce")],
            ),
            (
                A,
                "In Ireland the court can make property orders as part of the divorce...",
                [],
            ),
            (U, "whats the difference between judicial separation and divorce here", []),
            (
                A,
                "Judicial separation ends the obligation to live together but you stay married...",
                [],
            ),
            (U, "ok. i just want it done tbh", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        existing=[
            ("m1", "Lives in Kraków", "personal"),
            ("m2", "Works as a barista", "professional"),
        ],
        turns=[
            (
                U,
                "cześć! moved to dublin in january for a QA tester job in a software company 🙂 "
                "so no more barista life haha. need a PPS number, how?",
                [
                    ("retract", "krak"),
                    ("retract", "barista"),
                    ("identity", "dublin"),
                    ("identity", "qa"),
                ],
            ),
            (
                A,
                "Book a PPS appointment on MyWelfare.ie and bring your passport, proof of "
                "address and a letter from your employer...",
                [],
            ),
            (
                U,
                "i have polish passport so no visa needed right",
                [("identity", "polish")],
            ),
            (A, "Right, as an EU citizen you can live and work in Ireland freely.", []),
            (U, "dzięki 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        existing=[
            ("m1", "Police officer with the Met", "professional"),
            ("m2", "Lives in Croydon", "personal"),
        ],
        turns=[
            (
                U,
                "I retired from the Met last month after 30 years. I have now started the "
                "application to become a magistrate. Is there an upper age limit? I am 58.",
                [("retract", "police"), ("context", "magistrate"), ("identity", "58")],
            ),
            (
                A,
                "You can apply up to the age of 72, and magistrates can now sit until 75...",
                [],
            ),
            (
                U,
                "Would my police service be seen as a conflict of interest? I also sit as a "
                "school governor.",
                [("identity", "governor")],
            ),
            (
                A,
                "Not automatically, but you may not be able to sit in the area you served in...",
                [],
            ),
            (U, "Understood, thank you.", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "got a single justice procedure notice for driving with no insurance. i thought "
                "my insurance auto renewed, it didnt 🤡 21 days to plead. will i lose my licence",
                [("context", "insurance")],
            ),
            (
                A,
                "IN10 carries 6 to 8 points and a fine. If you already have points, that could "
                "reach 12...",
                [],
            ),
            (
                U,
                "guilty obviously but with mitigation, im a carer for my mum so i need the car",
                [("identity", "carer")],
            ),
            (
                A,
                "That's relevant mitigation. Explain the renewal mistake and your caring role...",
                [],
            ),
            (
                U,
                "lesson learned: never trust auto renew lol",
                [("experience", "renew")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "can you proofread my friends statement for his student visa, hes not confident "
                "in english:\n\n"
                '"I am Karim, 24 years old from Algeria. I have completed my bachelor in '
                "computer science at University of Algiers and I wish to study MSc Data Science "
                'in University of Leeds because..."',
                [],
            ),
            (
                A,
                "Here's a polished version: 'My name is Karim, I am 24 and from Algeria...'",
                [],
            ),
            (U, "he says thanks lol. hes so stressed, the CAS came late", []),
            (
                A,
                "That's common. He can still apply once the CAS is issued...",
                [],
            ),
            (
                U,
                "do i need to be his sponsor or anything? im british if that matters",
                [("identity", "british")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "hypothetically if someone overstayed a tourist visa in the US by like 3 months "
                "and then left, can they ever go back?",
                [],
            ),
            (
                A,
                "An overstay of more than 180 days triggers a 3-year bar; under 180 days, no bar, "
                "but the visa is voided...",
                [],
            ),
            (
                U,
                "ok its my cousin lol, she lives in guadalajara and wants to visit her mum in "
                "houston",
                [("identity", "cousin")],
            ),
            (A, "Then she would need to apply for a new visa from Mexico...", []),
            (U, "what if she applies for a waiver", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "laid off today from my h1b job at a fintech in nyc. 60 day grace period starts "
                "now i guess. im freaking out, wife is on h4 and we have a lease till dec",
                [
                    ("experience", "laid off"),
                    ("context", "grace"),
                    ("identity", "wife"),
                    ("identity", "nyc"),
                ],
            ),
            (
                A,
                "Take a breath. In the 60 days you can find a new H-1B employer to file a "
                "transfer, change status, or leave...",
                [],
            ),
            (
                U,
                "i have 2 interviews next week, one at a bank in jersey city",
                [("activity", "interview")],
            ),
            (A, "Great. If either offers, they can file as soon as you accept.", []),
            (U, "if i switch to b2 does the clock stop", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "Привіт. I am from Kharkiv, living in Leipzig since 2022 with temporary "
                "protection. I go to integration course every morning and my B1 exam is in two "
                "weeks. Can you help me with the Schreiben part?",
                [
                    ("identity", "kharkiv"),
                    ("identity", "leipzig"),
                    ("context", "integration"),
                    ("activity", "b1"),
                ],
            ),
            (
                A,
                "Of course. In the DTZ Schreiben you write a short letter or email covering "
                "four points...",
                [],
            ),
            (
                U,
                "Give me a task, like letter to the landlord that the heating is broken, like in "
                "exam",
                [],
            ),
            (
                A,
                "Task: Your heating has not worked for three days. Write to your landlady, Frau "
                "Müller...",
                [],
            ),
            (
                U,
                "I wrote this, please correct:\n\n"
                '"Sehr geehrte Frau Müller, seit drei Tage funktioniert die Heizung in meine '
                'Wohnung nicht. Ich habe zwei kleine Kinder und es ist sehr kalt..."',
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "hmrc fined me £100 for a late self assessment but i literally only started "
                "freelancing as a photographer in april and didnt know i had to register 😤",
                [("identity", "photographer"), ("context", "hmrc")],
            ),
            (
                A,
                "You can appeal a late filing penalty if you had a reasonable excuse...",
                [],
            ),
            (
                U,
                "is 'i didnt know' a reasonable excuse. i have adhd if that counts for anything "
                "lol",
                [("identity", "adhd")],
            ),
            (
                A,
                "Usually not on its own, but being newly self-employed can help if...",
                [],
            ),
            (U, "ok ill appeal anyway. worst they can say is no", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "I'm Deaf and use BSL. I'm a witness in a criminal trial at Manchester Crown "
                "Court next month - do they have to give me an interpreter?",
                [("identity", "deaf"), ("identity", "bsl"), ("activity", "trial")],
            ),
            (
                A,
                "Yes. As a witness you are entitled to a registered BSL interpreter, arranged "
                "by the Witness Service...",
                [],
            ),
            (
                U,
                "Also I have epilepsy, can I ask for breaks",
                [("identity", "epilepsy")],
            ),
            (
                A,
                "Yes, you can ask for special measures including regular breaks...",
                [],
            ),
            (
                U,
                "Please keep your answers short, reading long text is tiring for me",
                [("preference", "short")],
            ),
        ],
    ),
]
