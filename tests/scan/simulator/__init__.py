"""A phone-photo simulator for the scan sheet, written apart from the reader it tests.

It knows the sheet only as a family and a third-party tool would: the PDF
``bornes sheet --layout scan`` prints (rendered at print resolution, as a
printer puts it on paper) and the map ``--map`` writes (``sheetmap``). It
imports nothing of the reader (``generator/scan/``) and shares none of its
code or constants, so that a test can catch what the reader gets wrong: a
simulator built on the reader's assumptions could only agree with it.

The rooms, in the order a photo is made:

- ``sheets``: the printed sheet and its map, from the command line;
- ``truth``: a valid random match (the rules module's hands and interview),
  every fact the paper says and the mark each row gets;
- ``pen``: the player's marks, clean fills and troubled ones, each labelled;
- ``camera``: the scene (the paper's shape, light, shadows, glare), the
  phone's lens and sensor, its JPEG files;
- ``case``: one seed's photos and their truth, within the stated conditions
  or outside them with the refusal each must get.

``tests/scan/corpus.py`` runs ``bornes scan`` on them and scores it.
"""
