// Before React Router's build (the first step of `npm run build -w web`): check all the site
// content against its schemas (app/content/validate.ts). The app ships the content as plain
// data, without zod, so this is where a bad entry stops the build, with its path:
//   - faq.items[3].answer: must have 2 to 5 sentences

async function main(): Promise<void> {
  try {
    // Imported here, so that a content module failing to load is reported the same way.
    const { siteContent, validateContent } = await import("../app/content/validate");
    validateContent();
    console.log(`validate-content: ${Object.keys(siteContent).length} content sets valid`);
  } catch (error) {
    console.error(`validate-content: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

void main();
