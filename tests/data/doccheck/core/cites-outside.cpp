// Fixture for the test doc_citations_refuse_outside_documents: a comment that cites documents
// the repository does not hold. scripts/check-doc-citations.sh must fail on this tree.
// Units follow DESIGN.md "Units and terms"; see ../shared/reference/fabric-references.md §2.1,
// docs/no-such-page.md and source FAB-999.
